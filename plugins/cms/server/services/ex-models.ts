import type { FastifyRequest } from 'fastify';
import type { Kernel } from '#kernel/server';
import { CUSTOM_FORM_MODELS, type ExModelField, type ExModelKind, type ExModels, type XModelFieldWire } from '#kernel/shared';
import { FIELD_TYPES, type FieldType, type XModelFieldOptions, type XModelValidation, XMODEL_OWNER } from '../../shared/exmodel.ts';
import { currentSite } from './site-access.ts';

/** The most characters a field type's column holds (null: text without a bound, or not text). */
const maxLengthOf = (fieldType: string): number | null => FIELD_TYPES[fieldType as FieldType]?.maxLength ?? null;

/** A field row of either kind of model as the generator reads it. */
function fieldOf(
  f: Pick<XModelFieldWire, 'code' | 'name' | 'fieldType' | 'controlType'> & {
    options: XModelFieldOptions | XModelFieldWire['options'];
    validations: (XModelValidation | XModelFieldWire['validations'][number])[];
    mandatory: boolean;
    maxLength?: number;
    fileUpload?: boolean;
  },
): ExModelField {
  const has = (type: string) => f.validations.some((v) => v.type === type);
  return {
    code: f.code,
    name: f.name,
    fieldType: f.fieldType,
    controlType: f.fileUpload ? 'file' : f.controlType,
    maxLength: f.maxLength ?? maxLengthOf(f.fieldType),
    required: f.mandatory || has('NotEmpty'),
    integer: has('Int'),
    dictType: f.options.type === 'dict' ? (f.options.value ?? '') : '',
  };
}

/**
 * The CMS's EX_MODELS service (kernel/shared/services.ts): the current site's ex-models (`cms_xmodel` of owner type
 * CmsExtend, their fields in `cms_xmodel_field`) and its custom forms' models, which the plugin that keeps the forms
 * derives from their schemas (CUSTOM_FORM_MODELS); another site's or an unknown one is none.
 */
export function exModels(kernel: Kernel): ExModels {
  const { db } = kernel;
  const forms = () => kernel.services.get(CUSTOM_FORM_MODELS);
  const siteOf = (req: unknown) => currentSite(kernel, req as FastifyRequest);

  const models = async (req: unknown, id?: number) => {
    const site = await siteOf(req);
    if (!site) return [];
    let q = db
      .selectFrom('cmsXmodel')
      .select(['modelId', 'name', 'code'])
      .where('ownerType', '=', XMODEL_OWNER)
      .where('ownerId', '=', String(site.siteId));
    if (id !== undefined) q = q.where('modelId', '=', id);
    return q.orderBy('modelId').execute();
  };

  const exmodelSource = async (req: unknown, id: number) => {
    const [m] = await models(req, id);
    if (!m) return null;
    const rows = await db
      .selectFrom('cmsXmodelField')
      .select(['code', 'name', 'fieldType', 'controlType', 'mandatoryFlag', 'options', 'validations'])
      .where('modelId', '=', m.modelId)
      .orderBy('sortFlag')
      .orderBy('fieldId')
      .execute();
    const fields = rows.map((r) => fieldOf({ ...r, mandatory: r.mandatoryFlag === 'Y' }));
    return { kind: 'exmodel' as const, id: m.modelId, name: m.name, code: m.code, fields };
  };

  const formSource = async (req: unknown, formId: number) => {
    const service = forms();
    if (!service) return null;
    const modelId = service.modelIdOf(formId);
    const [m, rows] = [await service.model(req, modelId), await service.fields(req, modelId)];
    if (!m || !rows) return null;
    const fields = rows.map((r) => fieldOf({ ...r, mandatory: false }));
    return { kind: 'customform' as const, id: formId, name: m.name, code: m.code, fields };
  };

  return {
    kinds: () => (forms() ? ['customform', 'exmodel'] : ['exmodel']),
    async list(req, kind: ExModelKind) {
      if (kind === 'exmodel') return (await models(req)).map((m) => ({ kind, id: m.modelId, name: m.name, code: m.code }));
      return ((await forms()?.list(req)) ?? []).map((f) => ({ kind, id: f.formId, name: f.name, code: f.code }));
    },
    source: (req, kind, id) => (kind === 'exmodel' ? exmodelSource(req, id) : formSource(req, id)),
  };
}
