import type { RouteApp } from '#kernel/server';
import type { FastifyRequest } from 'fastify';
import { compact, detailRoute, sql, type Kernel } from '#kernel/server';
import { logRoutes } from '../services/log-routes.ts';
import { OperLogQuery } from '../../shared/log.ts';
const SORTS = {
  operId: 'operId',
  operTime: 'operTime',
  cost: 'cost',
  operName: 'operName',
  title: 'title',
  businessType: 'businessType',
} as const;
const I18N_KEY = /^[a-z][\w-]*:[\w.-]+$/;

/** A stored title that is an i18n key (`system:log.post`) in the request language; other titles as stored. */
export function logTitle(kernel: Kernel, req: FastifyRequest, title: string | null): string {
  if (!title) return '';
  return (I18N_KEY.test(title) && kernel.messages.lookup(req.lang, title)) || title;
}

/** The localized label of the location value `LAN` (private and loopback addresses). */
export const locationLabel = (req: FastifyRequest, loc: string | null) => (loc === 'LAN' ? req.t('system:logs.intranet') : (loc ?? ''));

/**
 * Operation log (`/monitor/operlog`, spec-era paths): search, detail, delete, clean, export. Rows are
 * written by the kernel (kernel/server/http/operation-log.ts) with secrets already masked; titles are
 * stored as i18n keys and translated here, so a title search matches what the reader sees.
 */
export async function operLogRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;

  /** Stored titles whose translation (or raw text) contains `text`: few distinct values, one per logged route. */
  const titlesMatching = async (req: FastifyRequest, text: string) => {
    const all = await db.selectFrom('sysOperLog').select('title').distinct().execute();
    const needle = text.toLowerCase();
    return all
      .map((r) => r.title)
      .filter((t): t is string => !!t && (t.toLowerCase().includes(needle) || logTitle(kernel, req, t).toLowerCase().includes(needle)));
  };

  const query = async (req: FastifyRequest, q: Record<string, any>) => {
    let s = db.selectFrom('sysOperLog');
    if (q.title) {
      const titles = await titlesMatching(req, String(q.title));
      s = titles.length ? s.where('title', 'in', titles) : s.where(sql<boolean>`false`);
    }
    // RuoYi's status: 0 = the call succeeded (code 200), 1 = it was refused or failed
    if (q.status === '0') s = s.where('responseCode', '=', 200);
    if (q.status === '1') s = s.where((eb) => eb.or([eb('responseCode', '<>', 200), eb('responseCode', 'is', null)]));
    if (q.responseCode != null && q.responseCode !== '') s = s.where('responseCode', '=', Number(q.responseCode));
    return s;
  };

  const wire = (req: FastifyRequest, r: Record<string, any>) =>
    compact({
      ...r,
      titleKey: r.title,
      title: logTitle(kernel, req, r.title),
      operLocation: locationLabel(req, r.operLocation),
      status: r.responseCode === 200 ? '0' : '1',
    });

  const LIST_COLUMNS = [
    'operId',
    'title',
    'businessType',
    'method',
    'requestMethod',
    'operatorType',
    'operName',
    'deptName',
    'operUrl',
    'operIp',
    'operLocation',
    'responseCode',
    'operTime',
    'cost',
  ] as const;

  logRoutes<Record<string, any>>(app, kernel, {
    url: '/monitor/operlog',
    access: { view: 'system:operlog:view', export: 'system:operlog:export', remove: 'system:operlog:remove' },
    logTitle: 'system:log.operlog',
    id: 'operId',
    time: 'operTime',
    filters: OperLogQuery,
    sorts: SORTS,
    query,
    contains: ['operName', 'operIp'],
    equal: ['businessType'],
    columns: LIST_COLUMNS,
    wire,
    remove: (ids) => db.deleteFrom('sysOperLog').where('operId', 'in', ids).execute(),
    sqlTable: 'sys_oper_log',
    sheet: 'OperLog',
    exportColumns: (req) => {
      const t = req.t;
      return [
        { header: t('system:fields.operId'), value: (r) => r.operId },
        { header: t('system:fields.title'), value: (r) => r.title },
        {
          header: t('system:fields.businessType'),
          value: (r) => kernel.messages.lookup(req.lang, `DICT.BusinessType.${r.businessType}`) ?? r.businessType,
        },
        { header: t('system:fields.operName'), value: (r) => r.operName },
        { header: t('system:fields.operIp'), value: (r) => r.operIp },
        { header: t('system:fields.operLocation'), value: (r) => r.operLocation },
        { header: t('system:fields.requestMethod'), value: (r) => r.requestMethod },
        { header: t('system:fields.operUrl'), value: (r) => r.operUrl },
        { header: t('system:fields.responseCode'), value: (r) => r.responseCode },
        { header: t('system:fields.cost'), value: (r) => r.cost },
        { header: t('system:fields.operTime'), value: (r) => r.operTime },
      ];
    },
  });

  detailRoute(app, kernel, { url: '/monitor/operlog', table: 'sysOperLog', key: 'operId', access: 'system:operlog:view', wire });
}
