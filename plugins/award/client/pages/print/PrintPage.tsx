import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, Result, Spin } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import { getText } from '#kernel/client';
import { applicationApi } from '../../api/application-api.ts';

/**
 * The printable application in a full window (`/award/print/:id`, opened in a new tab from the form): the A4 page
 * the server renders, loaded with the caller's token and shown in a frame that runs nothing, with a Print button.
 */
export default function PrintPage() {
  const { t } = useTranslation('award');
  const { id = '' } = useParams();
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<{ html?: string; error?: string } | null>(null);

  useEffect(() => {
    let live = true;
    setState(null);
    getText(applicationApi.printUrl(Number(id)))
      .then((html) => live && setState({ html }))
      .catch((e: Error) => live && setState({ error: e.message }));
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <div className="award-print" style={{ display: 'flex', flexDirection: 'column', height: '100vh', background: 'var(--color-fill-2)' }}>
      <div
        style={{
          padding: '8px 16px',
          borderBottom: '1px solid var(--color-border-2)',
          background: 'var(--color-bg-2)',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <span style={{ fontWeight: 600 }}>{t('print.pageTitle')}</span>
        <Button
          type="primary"
          icon={<IconPrinter />}
          disabled={!state?.html}
          data-action="print-now"
          onClick={() => frame.current?.contentWindow?.print()}
        >
          {t('print.print')}
        </Button>
      </div>
      {!state ? (
        <Spin style={{ margin: 48 }} />
      ) : state.error ? (
        <Result status="error" title={t('print.loadFailed')} subTitle={state.error} />
      ) : (
        <iframe
          ref={frame}
          title={t('print.frameTitle')}
          data-testid="award-print-frame"
          // no scripts inside; same origin only so this page can print the frame, modals for the print dialog
          sandbox="allow-same-origin allow-modals"
          srcDoc={state.html}
          style={{ flex: 1, border: 0, width: '100%', background: '#fff' }}
        />
      )}
    </div>
  );
}
