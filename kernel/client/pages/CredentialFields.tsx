import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconEye, IconEyeInvisible, IconLock, IconSafe, IconUser } from '@arco-design/web-react/icon';
import { LoginField } from './LoginField.tsx';
import { useCaptcha } from './use-public-page.ts';

type Field = 'username' | 'password' | 'code';

/**
 * The account, password and captcha of a password sign-in (the login page, and /bind's binding sign-in): their
 * values, the SPEC §5 blank checks (inlined: the shared rules module would add a chunk to the login page) and the
 * captcha, which `refreshCaptcha` renews after a refusal.
 */
export function useCredentials(username = '') {
  const { t } = useTranslation();
  const [form, setForm] = useState({ username, password: '', code: '', uuid: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { captcha, refresh: refreshCaptcha } = useCaptcha(setForm);
  const set = (field: Field) => (v: string) => {
    setForm((f) => ({ ...f, [field]: v }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const validate = (): boolean => {
    const next: Partial<Record<Field, string>> = {};
    const need = (field: Field, label: string) => {
      if (form[field].trim().length === 0) next[field] = t('common:login.required', { field: label });
    };
    need('username', t('common:login.username'));
    need('password', t('common:login.password'));
    if (captcha.enabled) need('code', t('common:login.code'));
    setErrors(next);
    return Object.keys(next).length === 0;
  };
  return { form, errors, set, validate, captcha, refreshCaptcha };
}

/** The fields of `useCredentials`, with ids `{idPrefix}-username`, `-password` and `-code`. */
export function CredentialFields({ idPrefix, credentials }: { idPrefix: string; credentials: ReturnType<typeof useCredentials> }) {
  const { t } = useTranslation();
  const { form, errors, set, captcha, refreshCaptcha } = credentials;
  return (
    <>
      <LoginField
        id={`${idPrefix}-username`}
        prefix={<IconUser />}
        placeholder={t('common:login.username')}
        value={form.username}
        onChange={set('username')}
        autoComplete="username"
        error={errors.username}
      />
      <LoginField
        id={`${idPrefix}-password`}
        type="password"
        prefix={<IconLock />}
        placeholder={t('common:login.password')}
        value={form.password}
        onChange={set('password')}
        autoComplete="current-password"
        error={errors.password}
        toggleLabel={t('common:login.showPassword')}
        toggleIcon={(visible) => (visible ? <IconEye /> : <IconEyeInvisible />)}
      />
      {captcha.enabled && (
        <div className="zx-login-captcha">
          <div className="zx-login-captcha-input">
            <LoginField
              id={`${idPrefix}-code`}
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
            onClick={() => void refreshCaptcha()}
          />
        </div>
      )}
    </>
  );
}
