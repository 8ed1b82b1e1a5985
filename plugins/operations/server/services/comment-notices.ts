import { type Db, type Kernel, type PushEventSeed, type PushSubject, emitEvent, texts as T } from '#kernel/server';
import { contentsOf, membersOf } from './comment-host.ts';

export const COMMENT_APPROVED_EVENT = 'operations.comment.approved';
export const COMMENT_REPLIED_EVENT = 'operations.comment.replied';

/** What members hear of their comments: approved by staff, and replied to by someone else. */
export const COMMENT_MEMBER_EVENTS: PushEventSeed[] = [
  {
    code: COMMENT_APPROVED_EVENT,
    name: T('评论审核通过（通知作者）', '評論審核通過（通知作者）', 'Comment approved (to its author)'),
    template: {
      subject: T(
        '您的评论已通过审核：{{ contentTitle }}',
        '您的評論已通過審核：{{ contentTitle }}',
        'Your comment was approved: {{ contentTitle }}',
      ),
      body: T(
        '您在「{{ contentTitle }}」的评论已公开：{{ content }}',
        '您在「{{ contentTitle }}」的評論已公開：{{ content }}',
        'Your comment on "{{ contentTitle }}" is now public: {{ content }}',
      ),
    },
  },
  {
    code: COMMENT_REPLIED_EVENT,
    name: T('评论收到回复（通知被回复者）', '評論收到回覆（通知被回覆者）', 'Comment replied to (to its author)'),
    template: {
      subject: T('{{ nickName }} 回复了您的评论', '{{ nickName }} 回覆了您的評論', '{{ nickName }} replied to your comment'),
      body: T(
        '{{ nickName }} 在「{{ contentTitle }}」回复了您：{{ content }}',
        '{{ nickName }} 在「{{ contentTitle }}」回覆了您：{{ content }}',
        '{{ nickName }} replied to you on "{{ contentTitle }}": {{ content }}',
      ),
    },
  },
];

interface ShownComment {
  commentId: number;
  sourceId: number;
  uid: number | null;
  replyUid: number | null;
  nickName: string | null;
  content: string;
}

/**
 * Comments that have just become public (approved by staff, or published at once): inside the transaction that
 * made them so, their member authors hear it was approved (`approved`), and the members they reply to hear of the
 * reply (never of their own). Visitors' comments reach nobody; without the member plugin nothing is sent.
 */
export async function noticeShownComments(kernel: Kernel, trx: Db, commentIds: readonly number[], approved: boolean): Promise<void> {
  const members = membersOf(kernel);
  if (!members || !commentIds.length) return;
  const rows = (await trx
    .selectFrom('cmsComment')
    .select(['commentId', 'sourceId', 'uid', 'replyUid', 'nickName', 'content'])
    .where('commentId', 'in', [...commentIds])
    .where((w) => w.or([w('uid', 'is not', null), w('replyUid', 'is not', null)]))
    .execute()) as ShownComment[];
  if (!rows.length) return;
  const titles = await contentsOf(kernel).titles([...new Set(rows.map((r) => Number(r.sourceId)))]);
  const ids = [
    ...new Set(
      rows
        .flatMap((r) => [r.uid, r.replyUid])
        .filter((x): x is number => x != null)
        .map(Number),
    ),
  ];
  const byId = new Map((await members.membersByIds(ids)).map((m) => [m.memberId, m]));
  const subject = (memberId: number | null): PushSubject[] => {
    const m = memberId == null ? undefined : byId.get(Number(memberId));
    return m ? [{ memberId: m.memberId, name: m.nickName ?? m.userName, email: m.email }] : [];
  };
  for (const r of rows) {
    const payload = {
      commentId: Number(r.commentId),
      contentTitle: titles.get(Number(r.sourceId)) ?? '',
      nickName: r.nickName ?? '',
      content: r.content.slice(0, 200),
    };
    if (approved && r.uid != null) {
      const to = subject(r.uid);
      if (to.length) await emitEvent(kernel, trx, COMMENT_APPROVED_EVENT, payload, to);
    }
    if (r.replyUid != null && Number(r.replyUid) !== Number(r.uid)) {
      const to = subject(r.replyUid);
      if (to.length) await emitEvent(kernel, trx, COMMENT_REPLIED_EVENT, payload, to);
    }
  }
}
