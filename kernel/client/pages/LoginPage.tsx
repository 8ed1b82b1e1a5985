import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@arco-design/web-react/es/Button';
// styles only: the fields are native inputs in Arco's classes (see LoginField)
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { authApi } from '../api/auth-api.ts';
import { systemApi } from '../api/system-api.ts';
import { rememberedUser, rememberUser } from '../auth/remember.ts';
import { safeRedirect } from '../router/safe-redirect.ts';
import { login } from '../stores/user-store.ts';
import { LanguageLinks } from './LanguageLinks.tsx';
import { useAdoptedValue } from './LoginField.tsx';
import { CredentialFields, useCredentials } from './CredentialFields.tsx';
import { useDocumentTitle } from './use-public-page.ts';
import './login.css';

/** Sign-in (SPEC §2 Login). Kept free of the shell, tables and forms so it loads fast. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = rememberedUser();
  const credentials = useCredentials(initial.username);
  const { form, validate, captcha, refreshCaptcha } = credentials;
  const [remember, setRemember] = useState(initial.remember);
  const rememberBox = useRef<HTMLInputElement>(null);
  useAdoptedValue(rememberBox, (el) => el.checked, remember, setRemember);
  const [loading, setLoading] = useState(false);
  const [registerEnabled, setRegisterEnabled] = useState(false);
  const [wechat, setWechat] = useState(false);
  useDocumentTitle(t('common:login.title'));
  useEffect(() => {
    systemApi
      .configKey('SysRegistEnable', true)
      .then((v) => setRegisterEnabled(String(v) === 'true'))
      .catch(() => setRegisterEnabled(false));
    authApi.wechatEnabled().then(
      (v) => setWechat(v === true),
      () => setWechat(false),
    );
  }, []);
  // to WeChat's sign-in page; it sends the browser back to /auth-redirect
  const wechatSignIn = () =>
    authApi.wechatLoginUrl().then(
      ({ url }) => window.location.assign(url),
      () => undefined,
    );

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (loading || !validate()) return;
    setLoading(true);
    try {
      await login({ username: form.username, password: form.password, code: form.code, uuid: form.uuid });
      rememberUser(form.username.trim(), remember);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      setLoading(false);
      if (captcha.enabled) void refreshCaptcha();
    }
  };

  return (
    <div className="zx-login">
      <form className="zx-login-card" onSubmit={submit} noValidate>
        <h1 className="zx-login-title">{t('common:app.title')}</h1>
        <CredentialFields idPrefix="login" credentials={credentials} />
        <div className="zx-login-row">
          <label className="zx-login-remember">
            <input
              ref={rememberBox}
              id="login-remember"
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            {t('common:login.rememberMe')}
          </label>
          {registerEnabled && (
            <a className="zx-login-link" href="register" onClick={(e) => (e.preventDefault(), navigate('/register'))}>
              {t('common:login.register')}
            </a>
          )}
        </div>
        <Button type="primary" htmlType="submit" size="large" long loading={loading}>
          {loading ? t('common:login.submitting') : t('common:login.submit')}
        </Button>
        {wechat && (
          <button type="button" className="zx-login-link zx-login-wechat" onClick={() => void wechatSignIn()}>
            {t('common:login.wechat')}
          </button>
        )}
        <LanguageLinks />
      </form>
      <footer className="zx-login-footer">{t('common:app.copyright')}</footer>
    </div>
  );
}
