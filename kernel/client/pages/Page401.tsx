import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Result from '@arco-design/web-react/es/Result';
import Button from '@arco-design/web-react/es/Button';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';

/** Permission denied (SPEC §2 /401), with a way home. */
export default function Page401() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = t('common:error.denied');
  }, [t]);
  return (
    <div className="zx-status-page">
      <Result
        status="403"
        title={t('common:error.denied')}
        subTitle={t('common:error.deniedHint')}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('common:action.goHome')}
          </Button>
        }
      />
    </div>
  );
}
