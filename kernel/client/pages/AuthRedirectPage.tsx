import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth-api.ts';
import { signedIn } from '../stores/user-store.ts';
import { useDocumentTitle } from './use-public-page.ts';
import './login.css';

/**
 * Where WeChat sends the browser back (SPEC §2 /auth-redirect): the code and state go to the server once; a bound
 * account is signed in and goes home, an unbound one goes to /bind with its ticket.
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // the state is good once: a second run of the effect (a development re-mount) must not spend it again
  const sent = useRef(false);
  useDocumentTitle(t('common:login.wechat'));
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      setError(t('common:login.wechatNoCode'));
      return;
    }
    authApi.wechatCallback({ code, state }).then(
      (r) => {
        if (r.token) {
          signedIn(r.token);
          navigate('/index', { replace: true });
        } else {
          const q = new URLSearchParams({ ticket: r.bindTicket ?? '', nick: r.nickName ?? '' });
          navigate(`/bind?${q}`, { replace: true });
        }
      },
      (e: Error) => setError(e.message),
    );
  }, [params, navigate, t]);

  return (
    <div className="zx-login">
      <div className="zx-login-card" data-page="kernel/auth-redirect">
        <h1 className="zx-login-title">{t('common:app.title')}</h1>
        {error ? (
          <>
            <p className="zx-login-error" role="alert">
              {error}
            </p>
            <a className="zx-login-link" href="login" onClick={(e) => (e.preventDefault(), navigate('/login', { replace: true }))}>
              {t('common:login.backToLogin')}
            </a>
          </>
        ) : (
          <p>{t('common:login.wechatWorking')}</p>
        )}
      </div>
    </div>
  );
}
