import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Spin } from '@arco-design/web-react';
import { baseHeaders, runtime } from '#kernel/client';
import { SWAGGER_DOC_URL } from '../../../shared/swagger.ts';

/**
 * Tools → API docs: the server's OpenAPI document, only the operations the person may call, each with its
 * permission code, in swagger-ui (loaded with this screen only); "try it out" uses the current session and site.
 */
export default function SwaggerPage() {
  const { t } = useTranslation('tools');
  const node = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');

  useEffect(() => {
    let gone = false;
    (async () => {
      const res = await fetch(runtime().apiBase + SWAGGER_DOC_URL, { headers: baseHeaders() });
      const doc = await res.json();
      // a refusal comes as the usual envelope ({code, msg}), a document as OpenAPI
      if (!doc.openapi) throw new Error(doc.msg || res.statusText);
      const { mountViewer } = await import('./swagger-viewer.ts');
      if (gone || !node.current) return;
      mountViewer(node.current, doc, () => baseHeaders());
      setState('ready');
    })().catch((e: Error) => !gone && setState(e.message));
    return () => {
      gone = true;
    };
  }, []);

  return (
    <Card title={t('swagger.title')}>
      <Alert type="info" content={t('swagger.hint')} style={{ marginBottom: 12 }} />
      {state === 'loading' && <Spin tip={t('swagger.loading')} />}
      {state !== 'loading' && state !== 'ready' && <Alert type="error" content={t('swagger.failed', { msg: state })} />}
      <div ref={node} className="zx-swagger" data-testid="swagger-ui" />
    </Card>
  );
}
