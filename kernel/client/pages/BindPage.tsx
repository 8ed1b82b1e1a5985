import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@arco-design/web-react/es/Button';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconLock, IconSafe, IconUser } from '@arco-design/web-react/icon';
import { authApi } from '../api/auth-api.ts';
import { signedIn } from '../stores/user-store.ts';
import { LoginField } from './LoginField.tsx';
import { useCaptcha, useDocumentTitle } from './use-public-page.ts';
import './login.css';

type Field = 'username' | 'password' | 'code';

/**
 * Binding a WeChat account (SPEC §2 /bind): the ticket from /auth-redirect and one password sign-in (captcha,
 * lock and retry policy as at the login) bind it to the account; the session then starts.
 */
export default function BindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [form, setForm] = useState({ username: '', password: '', code: '', uuid: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const { captcha, refresh } = useCaptcha(setForm);
  useDocumentTitle(t('common:bind.title'));

  const set = (field: Field) => (v: string) => {
    setForm((f) => ({ ...f, [field]: v }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const need = (field: Field, label: string) => {
      if (form[field].trim().length === 0) next[field] = t('common:login.required', { field: label });
    };
    need('username', t('common:login.username'));
    need('password', t('common:login.password'));
    if (captcha.enabled) need('code', t('common:login.code'));
    setErrors(next);
    if (loading || Object.keys(next).length) return;
    setLoading(true);
    try {
      signedIn((await authApi.wechatBind({ ...form, ticket })).token);
      navigate('/index', { replace: true });
    } catch {
      setLoading(false);
      if (captcha.enabled) void refresh();
    }
  };

  return (
    <div className="zx-login">
      <form className="zx-login-card" onSubmit={submit} noValidate data-page="kernel/bind">
        <h1 className="zx-login-title">{t('common:bind.title')}</h1>
        <p>{t('common:bind.intro', { nick: params.get('nick') || t('common:profile.providerWechat') })}</p>
        <LoginField
          id="bind-username"
          prefix={<IconUser />}
          placeholder={t('common:login.username')}
          value={form.username}
          onChange={set('username')}
          autoComplete="username"
          error={errors.username}
        />
        <LoginField
          id="bind-password"
          type="password"
          prefix={<IconLock />}
          placeholder={t('common:login.password')}
          value={form.password}
          onChange={set('password')}
          autoComplete="current-password"
          error={errors.password}
        />
        {captcha.enabled && (
          <div className="zx-login-captcha">
            <div className="zx-login-captcha-input">
              <LoginField
                id="bind-code"
                prefix={<IconSafe />}
                placeholder={t('common:login.code')}
                value={form.code}
                onChange={set('code')}
                autoComplete="off"
                error={errors.code}
              />
            </div>
            <img
              className="zx-login-captcha-img"
              src={captcha.img}
              alt={t('common:login.captchaAlt')}
              title={t('common:login.captchaRefresh')}
              onClick={() => void refresh()}
            />
          </div>
        )}
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
