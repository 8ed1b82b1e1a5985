import type { FastifyRequest } from 'fastify';
import { fail, formatInstant, notFound, signWith, type Kernel, type ObjectRouteContext } from '#kernel/server';
import type { FormilySchema } from '#kernel/shared';
import type { CustomFormDataRow } from '../../shared/custom-form.ts';
import { formVersion } from './forms.ts';
import { type SchemaField, schemaFields, validationSchema } from './schema-fields.ts';
import { isUploadField } from './uploads.ts';
import { modelIdOf } from './xmodel.ts';

type Db = ObjectRouteContext['db'] | Kernel['db'];

/** The fixed fields of a submission (§4.9: dataId, siteId, modelId, clientIp, uuid, createTime) and the desk's. */
export const DATA_COLUMNS = [
  'dataId',
  'formId',
  'siteId',
  'versionNo',
  'data',
  'status',
  'assignee',
  'notes',
  'clientIp',
  'uuid',
  'memberId',
  'source',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const;

/** A submission on the wire: v1.4.3's `{fieldCode: value}` map with the fixed fields beside the values. */
export function dataWire(r: { data: Record<string, unknown>; formId: number } & Record<string, unknown>): CustomFormDataRow {
  const { data, ...fixed } = r;
  return { ...(data ?? {}), ...fixed, modelId: modelIdOf(r.formId) } as CustomFormDataRow;
}

// frozen versions never change: the ones submissions pin are kept per database (a few hundred at most), with what
// a submission's check works out of the schema (its fields, the copy the validator compiles, whether it takes files)
type Frozen = {
  formId: number;
  versionNo: number;
  schema: FormilySchema;
  fields: SchemaField[];
  validation: FormilySchema;
  uploads: boolean;
};
const frozenOf = new WeakMap<object, Map<string, Frozen>>();

/** The version submissions are filled with now: the published one (refused when the form has none). */
export async function pinnedVersion(db: Db, form: { formId: number; publishedVersion: number | null }) {
  const key = `${form.formId}:${form.publishedVersion}`;
  let frozen = frozenOf.get(db);
  if (!frozen) frozenOf.set(db, (frozen = new Map()));
  const known = frozen.get(key);
  if (known) return known;
  const v = form.publishedVersion ? await formVersion(db, form.formId, form.publishedVersion) : null;
  if (!v) throw fail('operations:customform.errors.notPublished');
  if (frozen.size >= 500) frozen.delete(frozen.keys().next().value as string);
  const schema = v.schema as FormilySchema;
  const fields = schemaFields(schema);
  const version = {
    formId: v.formId,
    versionNo: v.versionNo,
    schema,
    fields,
    validation: validationSchema(schema),
    uploads: fields.some(isUploadField),
  };
  frozen.set(key, version);
  return version;
}

/** A submission of a form (the object check has seen the ids; this loads the row of that form). */
export async function formData(db: Db, formId: number, dataId: number) {
  const d = await db
    .selectFrom('cmsCustomFormData')
    .selectAll()
    .where('dataId', '=', dataId)
    .where('formId', '=', formId)
    .executeTakeFirst();
  if (!d) throw notFound(String(dataId));
  return d;
}

/** The local day (APP_TIME_ZONE) a submission counts in for the day limit. */
export const submitDay = (kernel: Kernel) => formatInstant(Date.now(), kernel.config.timeZone).slice(0, 10);

/**
 * The key the limit rule counts: a keyed hash (the server's `customform.limit` secret) of the form and the full
 * address or browser id, so neither is kept in clear nor can be found again by hashing candidates.
 */
export async function limitKey(db: Db, formId: number, rule: string, ip: string, uuid: string | null): Promise<string | null> {
  const part = rule === 'IP' ? `ip\u0000${ip}` : rule === 'UUID' && uuid ? `uuid\u0000${uuid}` : null;
  return part ? (await signWith(db, 'customform.limit', `${formId}\u0000${part}`, 20)).toString() : null;
}

/** Stores a submission pinned to its version, not counted by a limit (the desk's; the public one: day-limit.ts). */
export async function insertSubmission(
  db: Db,
  v: {
    form: { formId: number; siteId: number };
    versionNo: number;
    data: Record<string, unknown>;
    clientIp: string | null;
    clientKey: string | null;
    uuid: string | null;
    memberId: number | null;
    day: string;
    source: 'site' | 'console';
    by: string | null;
  },
) {
  return db
    .insertInto('cmsCustomFormData')
    .values({
      formId: v.form.formId,
      siteId: v.form.siteId,
      versionNo: v.versionNo,
      data: JSON.stringify(v.data) as never,
      clientIp: v.clientIp,
      clientKey: v.clientKey,
      uuid: v.uuid,
      memberId: v.memberId,
      submitDay: v.day,
      source: v.source,
      createBy: v.by,
    })
    .returning(['dataId', 'createTime'])
    .executeTakeFirstOrThrow();
}

/** The request's address (Fastify's, behind the configured proxies). */
export const clientIp = (req: FastifyRequest) => req.ip ?? '';
