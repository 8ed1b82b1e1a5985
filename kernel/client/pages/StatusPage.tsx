import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Result from '@arco-design/web-react/es/Result';
import Button from '@arco-design/web-react/es/Button';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { useDocumentTitle } from './use-public-page.ts';

/** A full-page status outside the shell (401, 404): its title (also the document's), a hint and a way home. */
export function StatusPage({ status, title, hint }: { status: '403' | '404'; title: string; hint: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t(title));
  return (
    <div className="zx-status-page">
      <Result
        status={status}
        title={t(title)}
        subTitle={t(hint)}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('common:action.goHome')}
          </Button>
        }
      />
    </div>
  );
}
