import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Input from '@arco-design/web-react/es/Input';
import Button from '@arco-design/web-react/es/Button';
import Checkbox from '@arco-design/web-react/es/Checkbox';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import { IconLock, IconSafe, IconUser } from '@arco-design/web-react/icon';
import { rules } from '../../shared/validation.ts';
import { authApi } from '../api/auth-api.ts';
import { systemApi } from '../api/system-api.ts';
import { rememberedUser, rememberUser } from '../auth/remember.ts';
import { safeRedirect } from '../router/safe-redirect.ts';
import { login } from '../stores/user-store.ts';
import { LanguageLinks } from './LanguageLinks.tsx';
import './login.css';

type Field = 'username' | 'password' | 'code';

/** Sign-in (SPEC §2 Login). Kept free of the shell, tables and forms so it loads fast. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = rememberedUser();
  const [form, setForm] = useState({ username: initial.username, password: '', code: '', uuid: '' });
  const [remember, setRemember] = useState(initial.remember);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [captcha, setCaptcha] = useState<{ enabled: boolean; img: string }>({ enabled: false, img: '' });
  const [loading, setLoading] = useState(false);
  const [registerEnabled, setRegisterEnabled] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    try {
      const res = await authApi.captcha();
      setCaptcha({ enabled: res.captchaEnabled !== false, img: res.img ? 'data:image/png;base64,' + res.img : '' });
      setForm((f) => ({ ...f, uuid: res.uuid ?? '', code: '' }));
    } catch {
      // the request layer told the person; the form still works when captcha is off server-side
    }
  }, []);

  useEffect(() => {
    document.title = t('common:login.title');
    void refreshCaptcha();
    systemApi
      .configKey('SysRegistEnable', true)
      .then((v) => setRegisterEnabled(String(v) === 'true'))
      .catch(() => setRegisterEnabled(false));
  }, [refreshCaptcha, t]);

  const validate = (): boolean => {
    const next: Partial<Record<Field, string>> = {};
    const need = (field: Field, label: string) => {
      if (rules.required(form[field])) next[field] = t('common:login.required', { field: label });
    };
    need('username', t('common:login.username'));
    need('password', t('common:login.password'));
    if (captcha.enabled) need('code', t('common:login.code'));
    setErrors(next);
    return Object.keys(next).length === 0;
  };

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

  const set = (field: Field) => (v: string) => {
    setForm((f) => ({ ...f, [field]: v }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  return (
    <div className="zx-login">
      <form className="zx-login-card" onSubmit={submit} noValidate>
        <h1 className="zx-login-title">{t('common:app.title')}</h1>
        <div className="zx-login-field">
          <Input
            id="login-username"
            size="large"
            prefix={<IconUser />}
            placeholder={t('common:login.username')}
            value={form.username}
            onChange={set('username')}
            autoComplete="username"
            status={errors.username ? 'error' : undefined}
          />
          {errors.username && <div className="zx-login-error">{errors.username}</div>}
        </div>
        <div className="zx-login-field">
          <Input.Password
            id="login-password"
            size="large"
            prefix={<IconLock />}
            placeholder={t('common:login.password')}
            value={form.password}
            onChange={set('password')}
            onPressEnter={() => void submit()}
            autoComplete="current-password"
            status={errors.password ? 'error' : undefined}
          />
          {errors.password && <div className="zx-login-error">{errors.password}</div>}
        </div>
        {captcha.enabled && (
          <div className="zx-login-field zx-login-captcha">
            <div className="zx-login-captcha-input">
              <Input
                id="login-code"
                size="large"
                prefix={<IconSafe />}
                placeholder={t('common:login.code')}
                value={form.code}
                onChange={set('code')}
                onPressEnter={() => void submit()}
                autoComplete="off"
                status={errors.code ? 'error' : undefined}
              />
              {errors.code && <div className="zx-login-error">{errors.code}</div>}
            </div>
            <img
              className="zx-login-captcha-img"
              src={captcha.img}
              alt={t('common:login.captchaAlt')}
              title={t('common:login.captchaRefresh')}
              onClick={() => void refreshCaptcha()}
            />
          </div>
        )}
        <div className="zx-login-row">
          <Checkbox checked={remember} onChange={(v: boolean) => setRemember(v)}>
            {t('common:login.rememberMe')}
          </Checkbox>
          {registerEnabled && (
            <a className="zx-login-link" href="register" onClick={(e) => (e.preventDefault(), navigate('/register'))}>
              {t('common:login.register')}
            </a>
          )}
        </div>
        <Button type="primary" htmlType="submit" size="large" long loading={loading}>
          {loading ? t('common:login.submitting') : t('common:login.submit')}
        </Button>
        <LanguageLinks />
      </form>
      <footer className="zx-login-footer">{t('common:app.copyright')}</footer>
    </div>
  );
}
