import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Grid, Spin } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';

/** What a monitor screen read last (null before the first answer), whether it is reading, and the read again. */
export interface Snapshot<T> {
  data: T | null;
  loading: boolean;
  load(): Promise<void>;
}

/** Reads a monitor's snapshot when the screen opens and again on `load`; a failure is told by the request layer and keeps the last one. */
export function useSnapshot<T>(read: () => Promise<T>): Snapshot<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await read());
    } catch {
      // the request layer told the person (e.g. Redis unavailable)
    } finally {
      setLoading(false);
    }
  }, [read]);
  useEffect(() => void load(), [load]);
  return { data, loading, load };
}

/**
 * A monitor screen of one snapshot (server, cache, database): the screen's own buttons and Refresh at the top right,
 * a spinner until the first answer, then the screen's cards (grid columns) in a row with 16px gutters.
 */
export function SnapshotScreen<T>({
  page,
  snapshot,
  actions,
  children,
}: {
  /** the component name, set as `data-page` */
  page: string;
  snapshot: Snapshot<T>;
  actions?: ReactNode;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation('monitor');
  const { data, loading, load } = snapshot;
  return (
    <div className="zx-page" data-page={page}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBottom: 12 }}>
        {actions}
        <Button icon={<IconRefresh />} loading={loading} onClick={() => void load()} data-action="refresh">
          {t('common.refresh')}
        </Button>
      </div>
      <Spin loading={loading && !data} style={{ display: 'block' }}>
        {data && <Grid.Row gutter={[16, 16]}>{children(data)}</Grid.Row>}
      </Spin>
    </div>
  );
}
