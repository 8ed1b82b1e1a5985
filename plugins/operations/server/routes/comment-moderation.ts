import { Type } from 'typebox';
import {
  invalidField,
  listRoute,
  notFound,
  objectRoute,
  ok,
  sql,
  type Kernel,
  type ObjectRouteContext,
  type RouteApp,
} from '#kernel/server';
import { COMMENT_AUDIT, CommentAudit, CommentIds, CommentMute, CommentOfficialReply } from '../../shared/comment.ts';
import { siteOf } from '../services/cms.ts';
import { dropCommentAnswers } from '../services/comment-answers.ts';
import { countComment, membersOf } from '../services/comment-host.ts';
import { noticeShownComments } from '../services/comment-notices.ts';
import { isShown, refreshReplyCounts } from '../services/comment-rows.ts';

type Db = ObjectRouteContext['db'];
const log = (type: string) => ({ title: 'operations:comment.log.title', type });

interface StateRow {
  commentId: number;
  siteId: number;
  sourceId: number;
  parentId: number | null;
  auditStatus: number;
  delFlag: boolean;
}

/** The comments of these ids (the object check has seen they are of the current site), with their parents' states. */
async function commentsOf(db: Db, ids: number[]) {
  const rows = (await db
    .selectFrom('cmsComment')
    .select(['commentId', 'siteId', 'sourceId', 'parentId', 'auditStatus', 'delFlag'])
    .where('commentId', 'in', [...new Set(ids)])
    .execute()) as StateRow[];
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p): p is number => p != null))];
  const parents = parentIds.length
    ? ((await db
        .selectFrom('cmsComment')
        .select(['commentId', 'siteId', 'sourceId', 'parentId', 'auditStatus', 'delFlag'])
        .where('commentId', 'in', parentIds)
        .execute()) as StateRow[])
    : [];
  return { rows, parents: new Map(parents.map((p) => [Number(p.commentId), p])) };
}

/**
 * The content counter's change when comments change state: a comment counts while it is shown (and, for a
 * reply, while its parent is). Replies under a comment that is hidden or shown again follow it.
 */
async function stateChange(kernel: Kernel, db: Db, ids: number[], change: (r: StateRow) => Partial<StateRow>) {
  const { rows, parents } = await commentsOf(db, ids);
  const changed = rows.map((r) => ({ before: r, after: { ...r, ...change(r) } }));
  const byId = new Map(changed.map((c) => [Number(c.before.commentId), c]));
  const shown = (r: StateRow, state: 'before' | 'after') => {
    if (!isShown(r)) return false;
    if (r.parentId == null) return true;
    const p = byId.get(Number(r.parentId))?.[state] ?? parents.get(Number(r.parentId));
    return p ? isShown(p) : false;
  };
  // the shown replies of top-level comments that change follow them in the counter
  const tops = changed
    .filter((c) => c.before.parentId == null && isShown(c.before) !== isShown(c.after))
    .map((c) => Number(c.before.commentId));
  const replies = tops.length
    ? await db
        .selectFrom('cmsComment')
        .select(['parentId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('parentId', 'in', tops)
        .where(
          'commentId',
          'not in',
          rows.map((r) => r.commentId),
        )
        .where('auditStatus', '=', COMMENT_AUDIT.PASSED)
        .where('delFlag', '=', false)
        .groupBy('parentId')
        .execute()
    : [];
  const deltas: { siteId: number; sourceId: number; delta: number }[] = [];
  for (const c of changed) {
    const d = Number(shown(c.after, 'after')) - Number(shown(c.before, 'before'));
    if (d) deltas.push({ siteId: c.before.siteId, sourceId: c.before.sourceId, delta: d });
  }
  for (const r of replies) {
    const top = byId.get(Number(r.parentId))!;
    deltas.push({ siteId: top.before.siteId, sourceId: top.before.sourceId, delta: (isShown(top.after) ? 1 : -1) * Number(r.n) });
  }
  return {
    parentIds: rows.map((r) => r.parentId),
    /** the comments that were not passed before (an approval makes them public) */
    unpassedIds: rows.filter((r) => r.auditStatus !== COMMENT_AUDIT.PASSED).map((r) => Number(r.commentId)),
    /** after the commit: the counters follow, and the public answers of the contents go here at once (the trigger tells the other processes) */
    count: () => {
      for (const d of deltas) countComment(kernel, d, d.delta);
      dropCommentAnswers(
        kernel,
        rows.map((r) => r.sourceId),
      );
    },
  };
}

/**
 * The console's moderation of the current site's comments (chestnut-api §1.8 and beyond): audit pass / not pass
 * in batches (`PUT /comment/audit`, v1.4.3's `{commentIds, auditFlag}`), delete and recover (`DELETE /comment`,
 * `POST /comment/recover`, a deletion staff can undo), an official reply shown as the association's
 * (`POST /comment/official`), and mutes (`POST /comment/mute`, `DELETE /comment/mute/{uid}`, `GET /comment/mute`):
 * a muted member keeps the account but cannot comment on the site. A content's comment counter follows in the
 * next batch.
 */
export function commentModerationRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'PUT',
    url: '/comment/audit',
    access: 'comment:audit',
    log: log('UPDATE'),
    schema: { body: CommentAudit },
    load: async (req, { db }) => {
      const auditStatus = req.body.auditFlag === 'Y' ? COMMENT_AUDIT.PASSED : COMMENT_AUDIT.NOT_PASSED;
      const s = await stateChange(kernel, db, req.body.commentIds, () => ({ auditStatus }));
      await db
        .updateTable('cmsComment')
        .set({ auditStatus, auditTime: sql`now()`, auditBy: req.user!.userName })
        .where('commentId', 'in', req.body.commentIds)
        .execute();
      await refreshReplyCounts(db, s.parentIds);
      // their member authors, and the members they reply to, hear of it
      if (auditStatus === COMMENT_AUDIT.PASSED) await noticeShownComments(kernel, db, s.unpassedIds, true);
      return s;
    },
    handle: () => ok(),
    after: (_req, s) => s.count(),
  });

  for (const [method, url, delFlag] of [
    ['DELETE', '/comment', true],
    ['POST', '/comment/recover', false],
  ] as const)
    objectRoute(app, kernel, {
      method,
      url,
      access: 'comment:delete',
      log: log(delFlag ? 'DELETE' : 'UPDATE'),
      objects: { fields: { body: 'comment' }, action: delFlag ? 'Delete' : 'Edit' },
      schema: { body: CommentIds },
      load: async (req, { db }) => {
        const ids = req.body as number[];
        const s = await stateChange(kernel, db, ids, () => ({ delFlag }));
        await db.updateTable('cmsComment').set({ delFlag }).where('commentId', 'in', ids).execute();
        await refreshReplyCounts(db, s.parentIds);
        return s;
      },
      handle: () => ok(),
      after: (_req, s) => s.count(),
    });

  objectRoute(app, kernel, {
    method: 'POST',
    url: '/comment/official',
    access: 'comment:audit',
    log: log('INSERT'),
    schema: { body: CommentOfficialReply },
    load: async (req, { db }) => {
      const site = await siteOf(kernel, req);
      const p = await db
        .selectFrom('cmsComment')
        .select(['commentId', 'siteId', 'sourceId', 'parentId', 'uid', 'auditStatus', 'delFlag'])
        .where('commentId', '=', req.body.commentId)
        .where('siteId', '=', site.siteId)
        .executeTakeFirst();
      if (!p) throw notFound(String(req.body.commentId));
      if (p.delFlag) throw invalidField('commentId', 'operations:comment.errors.deleted');
      const top =
        p.parentId == null
          ? p
          : await db
              .selectFrom('cmsComment')
              .select(['auditStatus', 'delFlag'])
              .where('commentId', '=', p.parentId)
              .executeTakeFirstOrThrow();
      return { site, p, topShown: isShown(top) };
    },
    handle: async (req, { site, p }, { db }) => {
      const r = await db
        .insertInto('cmsComment')
        .values({
          siteId: p.siteId,
          sourceId: p.sourceId,
          parentId: Number(p.parentId ?? p.commentId),
          replyUid: p.uid,
          nickName: site.name,
          content: req.body.content.trim(),
          auditStatus: COMMENT_AUDIT.PASSED,
          auditTime: sql`now()`,
          auditBy: req.user!.userName,
          official: true,
          officialBy: req.user!.userName,
          clientType: 'console',
        })
        .returning('commentId')
        .executeTakeFirstOrThrow();
      await refreshReplyCounts(db, [Number(p.parentId ?? p.commentId)]);
      return ok({ commentId: Number(r.commentId) });
    },
    after: (_req, { p, topShown }) => {
      dropCommentAnswers(kernel, [p.sourceId]);
      if (topShown) countComment(kernel, { siteId: p.siteId, sourceId: p.sourceId }, 1);
    },
  });

  muteRoutes(app, kernel);
}

/** Mutes of the current site's members: add or renew, lift, list. */
function muteRoutes(app: RouteApp, kernel: Kernel) {
  objectRoute(app, kernel, {
    method: 'POST',
    url: '/comment/mute',
    access: 'comment:audit',
    log: log('UPDATE'),
    schema: { body: CommentMute },
    load: (req) => siteOf(kernel, req),
    handle: async (req, site, { db }) => {
      const b = req.body;
      const known = (await membersOf(kernel)?.membersByIds([b.uid])) ?? [];
      if (!known.length) throw invalidField('uid', 'operations:comment.errors.noMember');
      const until = b.days ? sql<string>`now() + make_interval(days => ${b.days})` : null;
      await db
        .insertInto('cmsCommentMute')
        .values({ siteId: site.siteId, uid: b.uid, until, reason: b.reason?.trim() || null, createBy: req.user!.userName })
        .onConflict((oc) =>
          oc
            .columns(['siteId', 'uid'])
            .doUpdateSet({ until, reason: b.reason?.trim() || null, createBy: req.user!.userName, createTime: sql`now()` }),
        )
        .execute();
      return ok();
    },
  });

  objectRoute(app, kernel, {
    method: 'DELETE',
    url: '/comment/mute/:uid',
    access: 'comment:audit',
    log: log('DELETE'),
    schema: { params: Type.Object({ uid: Type.Integer({ minimum: 1, maximum: 2147483647 }) }) },
    load: (req) => siteOf(kernel, req),
    handle: async (req, site, { db }) => {
      const r = await db
        .deleteFrom('cmsCommentMute')
        .where('siteId', '=', site.siteId)
        .where('uid', '=', req.params.uid)
        .executeTakeFirst();
      if (!Number(r.numDeletedRows)) throw notFound(String(req.params.uid));
      return ok();
    },
  });

  listRoute(app, kernel, {
    url: '/comment/mute',
    access: 'comment:view',
    filters: Type.Object({}),
    sorts: { createTime: 'm.createTime' },
    defaultOrder: [['m.createTime', 'desc']],
    tiebreak: ['m.uid', 'asc'],
    count: 'exact',
    query: async (req) => {
      const site = await siteOf(kernel, req);
      return kernel.db
        .selectFrom('cmsCommentMute as m')
        .where('m.siteId', '=', site.siteId)
        .where((eb) => eb.or([eb('m.until', 'is', null), eb('m.until', '>', sql<string>`now()`)]));
    },
    columns: ['m.uid', 'm.until', 'm.reason', 'm.createBy', 'm.createTime'],
    wire: (_req, r) => ({ ...r, uid: Number(r.uid) }),
    complete: async (_req, rows: Record<string, unknown>[]) => {
      const ms = (await membersOf(kernel)?.membersByIds(rows.map((r) => Number(r.uid)))) ?? [];
      const names = new Map(ms.map((m) => [m.memberId, m.userName ?? m.nickName ?? '']));
      for (const r of rows) r.memberName = names.get(Number(r.uid)) ?? null;
    },
  });
}
