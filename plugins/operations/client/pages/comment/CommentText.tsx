import { Tag, Tooltip } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { type CommentRow, hitPieces, waitedOf } from '../../api/comment-api.ts';

const AUDIT_COLORS: Record<number, string> = { 0: 'arcoblue', 1: 'green', 2: 'orange' };

/** A comment's text with its sensitive-word hits marked (every piece is text: React escapes it). */
export function CommentText({ row }: { row: Pick<CommentRow, 'content' | 'sensitiveHits'> }) {
  return (
    <span className="zx-comment-text">
      {hitPieces(row.content, row.sensitiveHits ?? []).map((p, i) =>
        p.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order
          <mark key={i} className="zx-comment-hit" style={{ background: '#ffe4ba', color: '#d25f00', padding: '0 2px' }}>
            {p.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}

/** The audit state as a coloured tag (`CommentAuditStatus`). */
export function CommentAuditTag({ status }: { status: number }) {
  const { t } = useTranslation('operations');
  return <Tag color={AUDIT_COLORS[status]}>{t(`comment.audit.${status}`)}</Tag>;
}

/** Who wrote it: the member (name and id), or a visitor's nick name. */
export function CommentAuthor({ row }: { row: CommentRow }) {
  const { t } = useTranslation('operations');
  if (row.official)
    return (
      <span>
        {row.nickName}{' '}
        <Tag size="small" color="gold">
          {t('comment.col.official')}
        </Tag>
      </span>
    );
  if (row.uid == null)
    return (
      <span>
        {row.nickName} <Tag size="small">{t('comment.act.visitor')}</Tag>
      </span>
    );
  return (
    <Tooltip content={`${t('comment.col.uid')}: ${row.uid}`}>
      <span>
        {row.memberName ?? row.nickName}
        {row.muted && (
          <Tag size="small" color="red" style={{ marginLeft: 4 }}>
            {t('comment.act.mute')}
          </Tag>
        )}
      </span>
    </Tooltip>
  );
}

/** How long a comment has waited (minutes, hours, days); red after a day. */
export function CommentWaited({ seconds }: { seconds: number }) {
  const { t } = useTranslation('operations');
  const w = waitedOf(seconds);
  return <span style={{ color: w.unit === 'd' ? 'rgb(var(--red-6))' : undefined }}>{t(`comment.waited.${w.unit}`, { n: w.n })}</span>;
}
