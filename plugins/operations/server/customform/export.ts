import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { dictLabelKey, EXPORT_ROW_CAP, likeValue, sendXlsx, sql, type Kernel, type RouteApp } from '#kernel/server';
import type { FormilySchema } from '#kernel/shared';
import { CustomFormDataQuery } from '../../shared/custom-form.ts';
import { siteForm } from './forms.ts';
import { type SchemaField, schemaFields, schemaText } from './schema-fields.ts';
import { DATA_COLUMNS, dataWire } from './submissions.ts';

/** A personal value as the export shows it: its middle hidden (a phone 138****5678, an e-mail a***@x.cn). */
export function maskPersonal(v: unknown): string {
  const s = String(v ?? '');
  if (!s) return '';
  const at = s.indexOf('@');
  if (at > 0) return `${s[0]}***${s.slice(at)}`;
  if (s.length <= 4) return '*'.repeat(s.length);
  const keep = Math.max(1, Math.floor(s.length / 4));
  return `${s.slice(0, keep + (s.length > 10 ? 2 : 0))}${'*'.repeat(s.length - 2 * keep - (s.length > 10 ? 2 : 0))}${s.slice(-keep)}`;
}

/** The label of a value: the field's own options, else its dictionary's (in the request's language). */
async function labeller(kernel: Kernel, req: FastifyRequest, fields: SchemaField[]) {
  const types = [...new Set(fields.map((f) => f.dictType).filter((t): t is string => !!t))];
  const dict = new Map<string, string>();
  if (types.length)
    for (const r of await kernel.db
      .selectFrom('sysDictData')
      .select(['dictType', 'dictValue', 'dictLabel'])
      .where('dictType', 'in', types)
      .execute())
      dict.set(`${r.dictType}\u0000${r.dictValue}`, kernel.messages.lookup(req.lang, dictLabelKey(r.dictType, r.dictValue)) ?? r.dictLabel);
  return (f: SchemaField, v: unknown): string => {
    if (v === undefined || v === null) return '';
    const one = (x: unknown) => {
      const o = f.options.find((p) => p.value === String(x));
      if (o) return schemaText(req, o.label) || o.value;
      return (f.dictType && dict.get(`${f.dictType}\u0000${String(x)}`)) ?? (typeof x === 'object' ? JSON.stringify(x) : String(x));
    };
    const text = Array.isArray(v) ? v.map(one).join(', ') : one(v);
    return f.personal ? maskPersonal(text) : text;
  };
}

// the desk's filters (a copy: the list route's own declaration is its query's)
const ExportBody = Type.Object({ ...CustomFormDataQuery.properties });

/**
 * `POST /cms/customform/data/export` (the desk's filters, `formId` among them, form-encoded as every export): the filtered submissions as xlsx (at most EXPORT_ROW_CAP rows), one
 * column per field of the published schema (fields only older versions had follow), values by their dictionary
 * or option labels, personal fields (phone, e-mail, id card, `x-personal`) masked, the address already masked.
 */
export function customFormExportRoute(app: RouteApp, kernel: Kernel) {
  app.post(
    '/cms/customform/data/export',
    {
      config: { access: 'cms:customform:data:export', log: { title: 'operations:customform.log.data', type: 'EXPORT' } },
      schema: { body: ExportBody },
    },
    async (req, reply) => {
      const q = req.body as CustomFormDataQuery;
      const form = await siteForm(kernel, kernel.db, req, q.formId);
      let s = kernel.db
        .selectFrom('cmsCustomFormData')
        .select([...DATA_COLUMNS])
        .where('formId', '=', form.formId);
      if (q.status) s = s.where('status', '=', q.status);
      if (q.assignee) s = s.where('assignee', '=', q.assignee);
      if (q.ip?.trim()) s = s.where('clientIp', 'ilike', likeValue(q.ip.trim()));
      if (q.query?.trim()) s = s.where(sql`data::text`, 'ilike', likeValue(q.query.trim()));
      const rows = (await s.orderBy('createTime', 'desc').orderBy('dataId', 'desc').limit(EXPORT_ROW_CAP).execute()).map((r) =>
        dataWire(r as never),
      );
      // the fields of every version the rows were filled with, the newest first
      const versions = await kernel.db
        .selectFrom('cmsCustomFormVersion')
        .select(['versionNo', 'schema'])
        .where('formId', '=', form.formId)
        .orderBy('versionNo', 'desc')
        .execute();
      const fields = new Map<string, SchemaField>();
      for (const v of versions) for (const f of schemaFields(v.schema as FormilySchema)) if (!fields.has(f.code)) fields.set(f.code, f);
      const label = await labeller(kernel, req, [...fields.values()]);
      const t = (k: string) => req.t(`operations:customform.data.${k}`);
      type Row = (typeof rows)[number];
      const columns = [
        { header: t('dataId'), value: (r: Row) => r.dataId },
        ...[...fields.values()].map((f) => ({ header: schemaText(req, f.title) || f.code, value: (r: Row) => label(f, r[f.code]) })),
        { header: t('status'), value: (r: Row) => req.t(`operations:customform.dataStatus.${r.status}`) },
        { header: t('assignee'), value: (r: Row) => r.assignee ?? '' },
        { header: t('clientIp'), value: (r: Row) => r.clientIp ?? '' },
        { header: t('versionNo'), value: (r: Row) => r.versionNo },
        { header: t('createTime'), value: (r: Row) => r.createTime },
      ];
      return sendXlsx(reply, form.code, columns, rows);
    },
  );
}
