import type { Db } from '#kernel/worker';
import { sql } from '#kernel/worker';
import type { MemberInbox } from '#kernel/shared';
import '../db/member-tables.ts';

/** How many messages a page of the account centre's inbox shows. */
export const INBOX_PAGE_SIZE = 20;

/** The MEMBER_INBOX service: the pusher's site-channel messages to members land in member_message, once each. */
export function memberInbox(db: Db): MemberInbox {
  return {
    async deliver(m) {
      const r = await sql<{ n: number }>`
        with ins as (
          insert into member_message (member_id, occurrence_id, event_code, title, body)
          select member_id, ${m.occurrenceId}, ${m.eventCode}, ${m.title}, ${m.body} from member where member_id = ${m.memberId}
          on conflict (occurrence_id, member_id) do nothing
          returning 1
        )
        select (select count(*) from member where member_id = ${m.memberId})::int as n`.execute(db);
      return r.rows[0]?.n === 1;
    },
  };
}

/** A page of a member's messages (newest first), their total and how many are unread: only the member's own. */
export async function inboxPage(db: Db, memberId: number, pageNum: number, pageSize = INBOX_PAGE_SIZE) {
  const mine = db.selectFrom('memberMessage').where('memberId', '=', memberId);
  const [rows, counts] = await Promise.all([
    mine
      .select(['messageId', 'eventCode', 'title', 'body', 'readTime', 'createTime'])
      .orderBy('messageId', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    mine
      .select((e) => [e.fn.countAll<string>().as('total'), sql<string>`count(*) filter (where read_time is null)`.as('unread')])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, messageId: Number(r.messageId), read: r.readTime != null })),
    total: Number(counts.total),
    unread: Number(counts.unread),
  };
}

/** How many of a member's messages are unread. */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const r = await db
    .selectFrom('memberMessage')
    .select((e) => e.fn.countAll<string>().as('n'))
    .where('memberId', '=', memberId)
    .where('readTime', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks a member's messages read: the given ids of theirs (another member's ids change nothing), or all. */
export async function markRead(db: Db, memberId: number, ids?: readonly number[]): Promise<number> {
  let q = db
    .updateTable('memberMessage')
    .set({ readTime: sql<string>`now()` })
    .where('memberId', '=', memberId)
    .where('readTime', 'is', null);
  if (ids) q = q.where('messageId', 'in', ids.length ? [...ids] : [0]);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
