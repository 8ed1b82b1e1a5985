import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Result from '@arco-design/web-react/es/Result';
import Button from '@arco-design/web-react/es/Button';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';

/** Unknown paths land here (SPEC §2 /404). */
export default function Page404() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = t('common:error.notFound');
  }, [t]);
  return (
    <div className="zx-status-page">
      <Result
        status="404"
        title={t('common:error.notFound')}
        subTitle={t('common:error.notFoundHint')}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('common:action.goHome')}
          </Button>
        }
      />
    </div>
  );
}
