import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@arco-design/web-react/es/Button';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { authApi } from '../api/auth-api.ts';
import { signedIn } from '../stores/user-store.ts';
import { CredentialFields, useCredentials } from './CredentialFields.tsx';
import { useDocumentTitle } from './use-public-page.ts';
import './login.css';

/**
 * Binding a WeChat account (SPEC §2 /bind): the ticket from /auth-redirect and one password sign-in (captcha,
 * lock and retry policy as at the login) bind it to the account; the session then starts.
 */
export default function BindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const credentials = useCredentials();
  const { form, validate, captcha, refreshCaptcha } = credentials;
  const [loading, setLoading] = useState(false);
  useDocumentTitle(t('common:bind.title'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading || !validate()) return;
    setLoading(true);
    try {
      signedIn((await authApi.wechatBind({ ...form, ticket })).token);
      navigate('/index', { replace: true });
    } catch {
      setLoading(false);
      if (captcha.enabled) void refreshCaptcha();
    }
  };

  return (
    <div className="zx-login">
      <form className="zx-login-card" onSubmit={submit} noValidate data-page="kernel/bind">
        <h1 className="zx-login-title">{t('common:bind.title')}</h1>
        <p>{t('common:bind.intro', { nick: params.get('nick') || t('common:profile.providerWechat') })}</p>
        <CredentialFields idPrefix="bind" credentials={credentials} />
        <Button type="primary" htmlType="submit" size="large" long loading={loading}>
          {t('common:bind.submit')}
        </Button>
        <div className="zx-login-row">
          <a className="zx-login-link" href="login" onClick={(e) => (e.preventDefault(), navigate('/login', { replace: true }))}>
            {t('common:login.backToLogin')}
          </a>
        </div>
      </form>
    </div>
  );
}
