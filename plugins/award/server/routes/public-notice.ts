import type { RouteApp } from '#kernel/server';
import { type Kernel, formatInstant, idParam, notFound } from '#kernel/server';
import { escapeHtml } from '#kernel/shared';
import { awardLevelLabel, noticeHtml, publicityEntries } from '../services/publicity.ts';

/** The columns of a public notice page; `certificate` only in an announcement. */
export const PUBLIC_COLUMNS = ['enterprise', 'project', 'level', 'certificate'] as const;

/** The public page of a publicity or announcement, served when no CMS publishes the notice (and kept for every one). */
export async function publicNoticeRoutes(app: RouteApp, kernel: Kernel) {
  const { db } = kernel;
  const now = () => formatInstant(Date.now(), kernel.config.timeZone);

  // the public page of a publicity or announcement, served when no CMS publishes the notice (and kept for every one)
  app.get(
    '/award/public/publicity/:id',
    { config: { objects: { fields: { id: 'publicity' } }, access: 'public' }, schema: { params: idParam } },
    async (req, reply) => {
      const id = req.params.id;
      const p = await db.selectFrom('awardPublicity').selectAll().where('publicityId', '=', id).executeTakeFirst();
      if (!p) throw notFound(String(id));
      const entries = await publicityEntries(db, [id]);
      const announcement = p.kind === 'ANNOUNCEMENT';
      const cols = PUBLIC_COLUMNS.filter((c) => announcement || c !== 'certificate').map((c) => req.t(`award:publicity.col.${c}`));
      const rows = await Promise.all(
        entries.map(async (e) => [
          e.enterpriseName,
          e.projectName ?? '',
          await awardLevelLabel(kernel, req, e.awardLevel),
          ...(announcement ? [e.certificateNo ?? ''] : []),
        ]),
      );
      const [intro, ...closing] = announcement
        ? [req.t('award:publicity.announceIntro', { docNo: p.docNo ?? '', date: p.announceDate ?? '', count: rows.length })]
        : [
            req.t('award:publicity.noticeIntro', { count: rows.length }),
            req.t('award:publicity.noticeClosing', { end: p.endTime ?? '' }),
            ...(p.endTime && p.endTime < now() ? [req.t('award:publicity.ended')] : []),
          ];
      const html = `<!doctype html><html lang="${escapeHtml(req.t('award:publicity.htmlLang'))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(p.title)}</title><style>body{font-family:sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#1d2129}table{border-collapse:collapse;width:100%}th,td{border:1px solid #c9cdd4;padding:6px 10px;text-align:left}th{background:#f2f3f5}</style></head>
<body><h1>${escapeHtml(p.title)}</h1><p>${escapeHtml(req.t('award:publicity.published', { time: p.startTime }))}</p>
${noticeHtml({ title: p.title, intro, columns: cols, rows, closing: closing.join(' ') })}</body></html>`;
      reply.header('Content-Type', 'text/html; charset=utf-8');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(html);
    },
  );
}
