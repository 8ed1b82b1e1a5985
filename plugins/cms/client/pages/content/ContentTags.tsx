import { useTranslation } from 'react-i18next';
import { Space, Tag, Tooltip } from '@arco-design/web-react';
import { IconLock, IconToTop } from '@arco-design/web-react/icon';
import type { ContentAttribute, ContentRow, ContentStatus } from '../../api/content-api.ts';

/** Status colours in the way of the CMSContentStatus dict's list classes. */
const STATUS_COLORS: Record<string, string | undefined> = { '0': 'gray', '20': 'orange', '30': 'green', '40': 'red', '60': 'arcoblue' };

export function StatusTag({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('cms');
  return (
    <Tag size="small" color={STATUS_COLORS[status]} data-status={status}>
      {t(`content.statuses.${status}`)}
    </Tag>
  );
}

export function AttributeTags({ attributes }: { attributes: ContentAttribute[] }) {
  const { t } = useTranslation('cms');
  return (
    <Space size={2} wrap>
      {attributes.map((a) => (
        <Tag key={a} size="small" color="purple">
          {t(`content.attrs.${a}`)}
        </Tag>
      ))}
    </Space>
  );
}

/** The title with its style, the top icon (with its end time) and the lock icon (with its holder). */
export function ContentTitle({ row, onClick }: { row: ContentRow; onClick?(): void }) {
  const { t } = useTranslation('cms');
  return (
    <Space size={4}>
      {row.topFlag > 0 && (
        <Tooltip content={row.topDate ? t('content.topUntil', { time: row.topDate }) : t('content.topForever')}>
          <IconToTop data-testid="content-top" style={{ color: 'rgb(var(--danger-6))' }} />
        </Tooltip>
      )}
      {row.isLock === 'Y' && (
        <Tooltip content={t('content.lockedBy', { user: row.lockUser ?? '' })}>
          <IconLock data-testid="content-lock" style={{ color: 'rgb(var(--warning-6))' }} />
        </Tooltip>
      )}
      {/* biome-ignore lint/a11y/useValidAnchor: a link styled title opening the editor */}
      <a className="zx-content-title" style={titleStyle(row.titleStyle)} onClick={onClick}>
        {row.title}
      </a>
    </Space>
  );
}

/** A stored title style (`color:#...;font-weight:bold`) as React style. */
export function titleStyle(s: string | null | undefined): React.CSSProperties {
  const out: Record<string, string> = { cursor: 'pointer' };
  for (const part of (s ?? '').split(';')) {
    const [k, v] = part.split(':').map((x) => x?.trim());
    if (k === 'color' && v && /^#[0-9a-fA-F]{3,8}$/.test(v)) out.color = v;
    if (k === 'font-weight' && v === 'bold') out.fontWeight = 'bold';
  }
  return out;
}
