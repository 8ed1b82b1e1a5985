import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popconfirm, Tag } from '@arco-design/web-react';
import { IconSync } from '@arco-design/web-react/icon';
import { publishApi } from '../api/publish-api.ts';
import { clearPublishFlag, publishFlagRaised } from '../publish-flag.ts';

/** SPEC §9: poll every 5 s while the flag is up, look at the flag every 2 s, stop after three zero counts. */
const POLL_MS = 5000;
const FLAG_MS = 2000;
const ZEROS = 3;

/**
 * The navbar's publish-task tag (SPEC §4): while `publish_flag` is set, the pending publish count is read
 * every 5 s; after it was 0 three times the flag clears and polling stops; the tag shows only above 0, and
 * clearing the queue reloads the count.
 */
export default function PublishTaskTag() {
  const { t } = useTranslation('cms');
  const [count, setCount] = useState(0);
  const zeros = useRef(0);
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    const load = async () => {
      const n = Number(await publishApi.taskCount().catch(() => 0)) || 0;
      setCount(n);
      zeros.current = n > 0 ? 0 : zeros.current + 1;
      if (zeros.current >= ZEROS) {
        clearPublishFlag();
        stop();
      }
    };
    const stop = () => {
      if (poll.current) clearInterval(poll.current);
      poll.current = null;
    };
    const check = () => {
      if (publishFlagRaised() && !poll.current) {
        zeros.current = 0;
        void load();
        poll.current = setInterval(() => void load(), POLL_MS);
      } else if (!publishFlagRaised() && poll.current) stop();
    };
    check();
    const flag = setInterval(check, FLAG_MS);
    return () => {
      clearInterval(flag);
      stop();
    };
  }, []);

  if (count <= 0) return null;
  return (
    <Popconfirm
      title={t('publish.clearConfirm')}
      onOk={async () => {
        await publishApi.clear();
        setCount(Number(await publishApi.taskCount().catch(() => 0)) || 0);
      }}
    >
      <Tag color="orangered" icon={<IconSync spin />} className="zx-publish-tag" style={{ cursor: 'pointer' }}>
        {t('publish.pending', { count })}
      </Tag>
    </Popconfirm>
  );
}
