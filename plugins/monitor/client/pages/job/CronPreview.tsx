import { useEffect, useRef, useState } from 'react';
import { Spin, Typography } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { createCronPreview, type CronPreviewState } from './cron-preview.ts';

/** Props of the live "next 5 run times" list under a cron field. */
export interface CronPreviewProps {
  cron: string | undefined;
  fetch(cron: string): Promise<string[]>;
  /** tells the form whether the expression is valid, so it can mark the field */
  onValidity?(error: string | null): void;
}

/** The next five run times of the cron being typed (SPEC §9), or the server's reason it is invalid. */
export function CronPreview({ cron, fetch, onValidity }: CronPreviewProps) {
  const { t } = useTranslation('monitor');
  const [state, setState] = useState<CronPreviewState>({ kind: 'empty' });
  const validity = useRef(onValidity);
  validity.current = onValidity;
  const preview = useRef<ReturnType<typeof createCronPreview> | null>(null);
  if (!preview.current)
    preview.current = createCronPreview(fetch, (s) => {
      setState(s);
      if (s.kind === 'ok') validity.current?.(null);
      if (s.kind === 'error') validity.current?.(s.message);
    });
  useEffect(() => preview.current!.update(cron), [cron]);
  useEffect(() => () => preview.current?.dispose(), []);

  return (
    <div
      className="zx-cron-preview"
      data-state={state.kind}
      style={{ width: '100%', padding: '6px 10px', background: 'var(--color-fill-2)', borderRadius: 4, minHeight: 32 }}
    >
      {state.kind === 'empty' && <Typography.Text type="secondary">{t('job.cronHint')}</Typography.Text>}
      {state.kind === 'loading' && <Spin size={14} />}
      {state.kind === 'error' && (
        <Typography.Text type="error" className="zx-cron-error">
          {state.message}
        </Typography.Text>
      )}
      {state.kind === 'ok' && (
        <>
          <Typography.Text type="secondary">{t('job.nextRuns')}</Typography.Text>
          <ol className="zx-cron-runs" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {state.runs.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
          {state.runs.length === 0 && <Typography.Text type="warning">{t('job.noNextRun')}</Typography.Text>}
        </>
      )}
    </div>
  );
}
