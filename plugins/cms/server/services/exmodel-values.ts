import { invalidField, isUserPattern, matchesUserPattern, sanitizeRichHtml, type Db } from '#kernel/server';
import {
  FIELD_TYPES,
  type FieldType,
  OPTION_CONTROLS,
  parseOptionLines,
  type XModelFieldOptions,
  type XModelValidation,
} from '../../shared/exmodel.ts';

/** A field as the value checks read it. */
export interface ValueField {
  fieldId: number;
  name: string;
  code: string;
  fieldType: string;
  fieldName: string;
  controlType: string;
  mandatoryFlag: string;
  defaultValue: string | null;
  options: XModelFieldOptions;
  validations: XModelValidation[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^1[3-9]\d{9}$/;

function validDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}
const validDateTime = (s: string) => {
  const m = DATETIME.exec(s);
  return !!m && validDate(m[1]);
};

/** Whether `s` passes one validation of a field. */
function passes(v: XModelValidation, s: string): boolean {
  switch (v.type) {
    case 'NotEmpty':
      return s.trim() !== '';
    case 'Number':
      return /^-?\d+(\.\d+)?$/.test(s);
    case 'Int':
      return /^-?\d+$/.test(s);
    case 'Date':
      return validDate(s);
    case 'Time':
      return TIME.test(s);
    case 'DateTime':
      return validDateTime(s);
    case 'Email':
      return EMAIL.test(s);
    case 'PhoneNumber':
      return PHONE.test(s);
    case 'Regex':
      // linear time whatever the pattern; one saved before patterns were checked that the engine can't run is not applied
      return !v.regex || !isUserPattern(v.regex) || matchesUserPattern(v.regex, s);
  }
}

/** The option values of a field: its `key=label` lines or the entries of its dictionary type. */
export async function optionList(db: Db, o: XModelFieldOptions): Promise<{ value: string; label: string }[]> {
  if (o.type === 'dict') {
    if (!o.value) return [];
    const rows = await db
      .selectFrom('sysDictData')
      .select(['dictValue', 'dictLabel'])
      .where('dictType', '=', o.value)
      .where('status', '=', '0')
      .orderBy('dictSort')
      .execute();
    return rows.map((r) => ({ value: r.dictValue, label: r.dictLabel }));
  }
  return parseOptionLines(o.value);
}

const fail = (f: ValueField, rule: string) => invalidField(f.code, `cms:errors.xmodelValue.${rule}`, { name: f.name });

/** Turns one submitted value into what its column stores; refuses (naming the field) anything invalid. */
async function columnValue(db: Db, f: ValueField, raw: unknown): Promise<string | number | null> {
  if (raw != null && typeof raw === 'object' && !(Array.isArray(raw) && f.controlType === 'checkbox')) throw fail(f, 'type');
  const list = Array.isArray(raw)
    ? raw.map((x) => String(x))
    : raw == null
      ? []
      : f.controlType === 'checkbox'
        ? String(raw).split(',')
        : [String(raw)];
  const joined = list
    .map((x) => x.trim())
    .filter(Boolean)
    .join(',');
  // rich text is stored sanitised (security #32), and its length is that of what is stored
  const s = f.controlType === 'UEditor' ? sanitizeRichHtml(joined).trim() : joined;
  if (s === '') {
    if (f.mandatoryFlag === 'Y' || f.validations.some((v) => v.type === 'NotEmpty')) throw fail(f, 'NotEmpty');
    return null;
  }
  for (const v of f.validations) if (!passes(v, s)) throw fail(f, v.type);
  if (OPTION_CONTROLS.includes(f.controlType)) {
    const allowed = new Set((await optionList(db, f.options)).map((o) => o.value));
    if (s.split(',').some((x) => !allowed.has(x))) throw fail(f, 'option');
  }
  const type = FIELD_TYPES[f.fieldType as FieldType];
  switch (f.fieldType as FieldType) {
    case 'long':
      if (!/^-?\d{1,15}$/.test(s)) throw fail(f, 'Int');
      return Number(s);
    case 'double':
      if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(s) || !Number.isFinite(Number(s))) throw fail(f, 'Number');
      return Number(s);
    case 'datetime':
      if (validDate(s)) return `${s} 00:00:00`;
      if (!validDateTime(s)) throw fail(f, 'DateTime');
      return s.replace('T', ' ');
    default:
      if (type?.maxLength != null && s.length > type.maxLength)
        throw invalidField(f.code, 'cms:errors.xmodelValue.tooLong', { name: f.name, max: type.maxLength });
      return s;
  }
}

/** Checks every value of a model's fields (by code) and returns the columns to write; nothing is written here. */
export async function columnValues(
  db: Db,
  fields: ValueField[],
  values: Record<string, unknown>,
): Promise<Map<string, string | number | null>> {
  const out = new Map<string, string | number | null>();
  for (const f of fields) out.set(f.fieldName, await columnValue(db, f, values[f.code]));
  return out;
}

/** What a stored column value reads as on the wire (checkboxes as lists). */
export function wireValue(f: ValueField, stored: unknown): string | number | string[] | null {
  const v = stored === undefined ? f.defaultValue : stored;
  if (v == null || v === '') return f.controlType === 'checkbox' ? [] : null;
  if (f.controlType === 'checkbox') return String(v).split(',').filter(Boolean);
  return typeof v === 'number' ? v : String(v);
}
