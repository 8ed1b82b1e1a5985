import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Input from '@arco-design/web-react/es/Input';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { USER_NAME_LENGTH } from '../../shared/constants.ts';
import { checkConfirm, rules } from '../../shared/validation.ts';
import { http } from '../request/index.ts';
import { useCaptcha, useDocumentTitle } from './use-public-page.ts';
import { LanguageLinks } from './LanguageLinks.tsx';
import { ensurePlugins } from '../boot/plugins.ts';
import { registry, type SlotEntry } from '../registry.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import './login.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'code';

/**
 * The public `/register` page. A plugin filling the `kernel/public/register` slot (e.g. the association's member
 * registration) provides the whole page; without one the kernel's account sign-up (RuoYi POST /register) shows.
 * The deployment's plugins are loaded here (not on the login page), so the kernel never names the plugin.
 */
export default function RegisterPage() {
  const [entry, setEntry] = useState<SlotEntry | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    ensurePlugins()
      .then(async () => {
        const found = registry.slot('kernel/public/register')[0] ?? null;
        // a plugin page expects the whole Arco stylesheet, as inside the shell (AuthedApp loads it there)
        if (found) await import('@arco-design/web-react/dist/css/arco.css');
        return found;
      })
      .then(
        (found) => alive && setEntry(found),
        () => alive && setEntry(null),
      );
    return () => {
      alive = false;
    };
  }, []);
  if (entry === undefined) return <PageLoading full />;
  if (entry === null) return <AccountRegisterPage />;
  const C = entry.component;
  return (
    <ErrorBoundary source={`${entry.plugin}:kernel/public/register`}>
      <Suspense fallback={<PageLoading full />}>
        <C />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The kernel's own sign-up: user name and password (RuoYi POST /register), when SysRegistEnable is 'true'. */
function AccountRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState({ username: '', password: '', confirmPassword: '', code: '', uuid: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const { captcha, refresh } = useCaptcha(setForm);
  useDocumentTitle(t('common:register.title'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const msg = (r: ReturnType<typeof rules.required>) => (r ? t(`common:${r.key}`, r.params) : undefined);
    next.username = msg(rules.required(form.username) ?? rules.length(form.username, USER_NAME_LENGTH.min, USER_NAME_LENGTH.max));
    next.password = msg(rules.required(form.password));
    next.confirmPassword = msg(rules.required(form.confirmPassword) ?? checkConfirm(form.password, form.confirmPassword));
    if (captcha.enabled) next.code = msg(rules.required(form.code));
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setLoading(true);
    try {
      await http.post('/register', form, { isToken: false });
      Message.success(t('common:register.success', { name: form.username }));
      navigate('/login', { replace: true });
    } catch {
      if (captcha.enabled) void refresh();
    } finally {
      setLoading(false);
    }
  };

  const field = (name: Field, placeholder: string, password = false) => {
    const C = password ? Input.Password : Input;
    return (
      <div className="zx-login-field">
        <C
          size="large"
          placeholder={placeholder}
          value={form[name]}
          onChange={(v: string) => setForm((f) => ({ ...f, [name]: v }))}
          status={errors[name] ? 'error' : undefined}
        />
        {errors[name] && <div className="zx-login-error">{errors[name]}</div>}
      </div>
    );
  };

  return (
    <div className="zx-login">
      <form className="zx-login-card" onSubmit={submit} noValidate>
        <h1 className="zx-login-title">{t('common:register.title')}</h1>
        {field('username', t('common:login.username'))}
        {field('password', t('common:login.password'), true)}
        {field('confirmPassword', t('common:profile.confirmPassword'), true)}
        {captcha.enabled && (
          <div className="zx-login-captcha">
            <div className="zx-login-captcha-input">{field('code', t('common:login.code'))}</div>
            <img className="zx-login-captcha-img" src={captcha.img} alt={t('common:login.captchaAlt')} onClick={() => void refresh()} />
          </div>
        )}
        <Button type="primary" htmlType="submit" size="large" long loading={loading}>
          {t('common:register.submit')}
        </Button>
        <div className="zx-login-row" style={{ marginTop: 12 }}>
          <a className="zx-login-link" href="login" onClick={(e) => (e.preventDefault(), navigate('/login'))}>
            {t('common:register.toLogin')}
          </a>
        </div>
        <LanguageLinks />
      </form>
    </div>
  );
}
