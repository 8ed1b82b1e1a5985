import { type SchemaNode, fieldsOf } from '../../shared/form-walk.ts';
import type { AwardType } from '../../shared/permissions.ts';

/**
 * A key field of an award form, shown beside the application's own columns in a round's export: a data path of
 * the form (`project.location`), where a step may pick the rows of a table by a value (`units[role=general_contractor]`),
 * and the i18n key of its header when the field's own label would not say what it is.
 */
export interface KeyField {
  path: string;
  header?: string;
}

const CONSTRUCTOR: KeyField = { path: 'units[role=general_contractor].unitName', header: 'award:export.constructor' };

/**
 * The few fields that tell the applications of each award type apart in a list (awards.md §2: location, scale,
 * contract value, dates, the general contractor…). Every path is checked against the type's schema versions.
 */
export const KEY_FIELDS: Record<AwardType, KeyField[]> = {
  creditregistrationaward: [
    { path: 'applicant.enterpriseType' },
    { path: 'applicant.registeredCapital' },
    { path: 'business.enterpriseSize' },
    { path: 'business.staffCount' },
    { path: 'applicant.contactName' },
    { path: 'applicant.contactMobile' },
  ],
  structureaward: [
    { path: 'project.location' },
    { path: 'project.structureType' },
    { path: 'project.grossArea' },
    { path: 'project.contractValue' },
    { path: 'project.startDate' },
    { path: 'structure.structureAcceptDate' },
    CONSTRUCTOR,
  ],
  constructQualityAward: [
    { path: 'project.location' },
    { path: 'project.projectCategory' },
    { path: 'project.grossArea' },
    { path: 'project.contractValue' },
    { path: 'project.startDate' },
    { path: 'project.completionDate' },
    CONSTRUCTOR,
  ],
  decorationQualityAward: [
    { path: 'decoration.decorationClass' },
    { path: 'project.location' },
    { path: 'decoration.decorationArea' },
    { path: 'project.contractValue' },
    { path: 'project.startDate' },
    { path: 'project.completionDate' },
    CONSTRUCTOR,
  ],
  cityQualityAward: [
    { path: 'municipal.municipalCategory' },
    { path: 'project.location' },
    { path: 'project.contractValue' },
    { path: 'project.startDate' },
    { path: 'project.completionDate' },
    CONSTRUCTOR,
  ],
  greenconstructionaward: [
    { path: 'green.phase' },
    { path: 'project.location' },
    { path: 'project.grossArea' },
    { path: 'project.contractValue' },
    { path: 'project.startDate' },
    { path: 'green.plannedCompletion' },
    CONSTRUCTOR,
  ],
  reputationlevelaward: [
    { path: 'apply.targetGrade' },
    { path: 'apply.applyType' },
    { path: 'applicant.registeredCapital' },
    { path: 'management.taxCreditGrade' },
    { path: 'management.employees' },
  ],
  safetyconstructionaward: [
    { path: 'project.location' },
    { path: 'project.grossArea' },
    { path: 'project.contractValue' },
    { path: 'project.startDate' },
    { path: 'site.progress' },
    CONSTRUCTOR,
  ],
  excellententerprisesaward: [
    { path: 'apply.categories' },
    { path: 'apply.assessmentYear' },
    { path: 'applicant.registeredCapital' },
    { path: 'materials.selfScore' },
  ],
};

const STEP = /^([A-Za-z][A-Za-z0-9_]*)(?:\[([A-Za-z][A-Za-z0-9_]*)=([^\]]+)\])?$/;

/** The steps of a key-field path: a property name and, for a table, the column and value its rows are picked by. */
function stepsOf(path: string): { name: string; by?: [string, string] }[] {
  return path.split('.').map((s) => {
    const m = STEP.exec(s);
    if (!m) throw new Error(`key field path ${path}: bad step ${s}`);
    return { name: m[1], ...(m[2] ? { by: [m[2], m[3]] as [string, string] } : {}) };
  });
}

/** The schema node of a key-field path (layout nodes looked through), or undefined when this form has no such field. */
export function keyFieldNode(schema: SchemaNode, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  for (const { name, by } of stepsOf(path)) {
    const props: Record<string, SchemaNode> | undefined =
      node.type === 'array' ? (node.items as SchemaNode | undefined)?.properties : node.properties;
    node = fieldsOf(props).find(([n]) => n === name)?.[1];
    if (!node) return undefined;
    if (by && (node.type !== 'array' || !fieldsOf((node.items as SchemaNode | undefined)?.properties).some(([n]) => n === by[0])))
      return undefined;
  }
  return node;
}

/** The values of a key-field path in form data: one, or one per picked table row; empty when absent. */
export function keyFieldValues(data: Record<string, unknown>, path: string): unknown[] {
  let current: unknown[] = [data];
  for (const { name, by } of stepsOf(path)) {
    current = current.flatMap((holder) => {
      if (!holder || typeof holder !== 'object' || Array.isArray(holder)) return [];
      const v = (holder as Record<string, unknown>)[name];
      if (!by) return v === undefined || v === null ? [] : [v];
      return Array.isArray(v) ? v.filter((row) => row && typeof row === 'object' && (row as Record<string, unknown>)[by[0]] === by[1]) : [];
    });
  }
  return current;
}
