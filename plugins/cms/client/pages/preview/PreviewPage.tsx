import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Result, Spin, Tag } from '@arco-design/web-react';
import { getText } from '#kernel/client';

/**
 * A preview of a site, catalog or content (`/cms/preview/{type}/{id}?pp=&pi=`, a full window): the page the
 * server renders from the current data, drafts included, loaded with the caller's token and shown in a frame
 * that runs sandboxed (no allow-same-origin: no access to the console; the response's CSP says the same when it is
 * opened by itself). Links inside lead back here (`target=_top`); its forms (the theme's search) work as on the site.
 */
export default function PreviewPage() {
  const { t } = useTranslation('cms');
  const params = useParams();
  const [search] = useSearchParams();
  // v1.4.3 opens /cms/preview?type=content&dataId=12 (query), this console /cms/preview/content/12 (path)
  const type = params.type ?? search.get('type') ?? '';
  const id = params.id ?? search.get('dataId') ?? '';
  const pp = search.get('pp') ?? undefined;
  const pi = search.get('pi') ?? undefined;
  const [state, setState] = useState<{ html?: string; error?: string } | null>(null);

  useEffect(() => {
    let live = true;
    setState(null);
    getText(`/cms/preview/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, { pp, pi })
      .then((html) => live && setState({ html: withTopTarget(html) }))
      .catch((e: Error) => live && setState({ error: e.message }));
    return () => {
      live = false;
    };
  }, [type, id, pp, pi]);

  return (
    <div className="cms-preview" style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <div style={{ padding: '6px 12px', borderBottom: '1px solid var(--color-border-2)', display: 'flex', gap: 8, alignItems: 'center' }}>
        <Tag color="orangered">{t('preview.badge')}</Tag>
        <span>{t(`preview.types.${type}`, { defaultValue: type })}</span>
        {pp && <Tag>{pp}</Tag>}
      </div>
      {!state ? (
        <Spin style={{ margin: 48 }} />
      ) : state.error ? (
        <Result status="error" title={t('preview.failed')} subTitle={state.error} />
      ) : (
        <iframe
          title={t('preview.frameTitle')}
          data-testid="cms-preview-frame"
          sandbox="allow-scripts allow-popups allow-forms allow-top-navigation-by-user-activation"
          srcDoc={state.html}
          style={{ flex: 1, border: 0, width: '100%' }}
        />
      )}
    </div>
  );
}

/** Links of the previewed page open in the whole window, where this page loads them with the token. */
function withTopTarget(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => m + base) : base + html;
}
