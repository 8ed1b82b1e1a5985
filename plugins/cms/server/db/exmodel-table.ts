import type { Generated } from 'kysely';
import type { XModelFieldOptions, XModelValidation } from '../../shared/exmodel.ts';

interface Audit {
  createBy: string | null;
  createTime: Generated<string>;
  updateBy: string | null;
  updateTime: string | null;
  remark: string | null;
}

/** cms_xmodel (migration 0005-exmodel): an extended model of a site (owner_id = site id). */
export interface CmsXmodelTable extends Audit {
  modelId: Generated<number>;
  ownerType: Generated<string>;
  ownerId: string;
  name: string;
  code: string;
  tableName: string;
}

/** cms_xmodel_field: one field of a model, mapped onto a column (`field_name`) of the model's data table. */
export interface CmsXmodelFieldTable extends Audit {
  fieldId: Generated<number>;
  modelId: number;
  name: string;
  code: string;
  fieldType: string;
  fieldName: string;
  controlType: string;
  mandatoryFlag: Generated<'Y' | 'N'>;
  defaultValue: string | null;
  options: Generated<XModelFieldOptions>;
  validations: Generated<XModelValidation[]>;
  sortFlag: Generated<number>;
}

declare module '#kernel/server' {
  interface Database {
    cmsXmodel: CmsXmodelTable;
    cmsXmodelField: CmsXmodelFieldTable;
  }
}
