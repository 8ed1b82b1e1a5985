import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Empty, Popover, Spin } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { inboxApi, type InboxMessage } from '../api/inbox-api.ts';
import './bell.css';

/** How often the bell asks for the unread count. */
const POLL_MS = 30_000;
const LIST_SIZE = 10;

/**
 * The navbar bell: the signed-in user's unread in-site messages (the message pusher's site channel), the
 * latest ones in a panel, one marked read by a click on it, all by the panel's button. Texts are shown as
 * text, never as HTML.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<InboxMessage[] | null>(null);

  const refreshCount = useCallback(() => {
    inboxApi.unread().then(
      (r) => setCount(r.count),
      () => {},
    );
  }, []);
  const load = useCallback(() => {
    inboxApi.list({ pageNum: 1, pageSize: LIST_SIZE }).then(
      (p) => setRows(p.rows),
      () => setRows([]),
    );
    refreshCount();
  }, [refreshCount]);

  useEffect(() => {
    refreshCount();
    const timer = setInterval(refreshCount, POLL_MS);
    return () => clearInterval(timer);
  }, [refreshCount]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const markRead = (ids?: number[]) => inboxApi.read(ids).then(load, () => {});

  const panel = (
    <div className="zx-bell-panel" data-testid="bell-panel">
      <div className="zx-bell-head">
        <span>{t('common:bell.title')}</span>
        <Button type="text" size="mini" disabled={!count} onClick={() => void markRead()}>
          {t('common:bell.readAll')}
        </Button>
      </div>
      {rows == null ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : rows.length === 0 ? (
        <Empty description={t('common:bell.empty')} />
      ) : (
        <ul className="zx-bell-list">
          {rows.map((m) => (
            <li
              key={m.messageId}
              className={m.read ? 'zx-bell-item' : 'zx-bell-item zx-bell-unread'}
              data-read={m.read ? 'true' : 'false'}
              onClick={() => !m.read && void markRead([m.messageId])}
            >
              <div className="zx-bell-item-title">{m.title}</div>
              <div className="zx-bell-item-body">{m.body}</div>
              <div className="zx-bell-item-time">
                {m.createTime}
                {!m.read && <span className="zx-bell-dot">{t('common:bell.unread')}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Popover content={panel} trigger="click" position="br" popupVisible={open} onVisibleChange={setOpen}>
      <span className="zx-navbar-btn" role="button" aria-label={t('common:bell.label', { count })} data-testid="navbar-bell">
        <Badge count={count} maxCount={99} dotStyle={{ fontSize: 10 }}>
          <IconNotification style={{ fontSize: 18 }} />
        </Badge>
      </span>
    </Popover>
  );
}
