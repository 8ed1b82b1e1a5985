import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import { getToken } from '../auth/token.ts';
import { BootError } from '../boot/BootError.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { permissionStore, resetRoutes } from '../stores/permission-store.ts';
import { clearSession, mustChangePassword, userStore } from '../stores/user-store.ts';
import { decide, HOME_PATH } from './guard.ts';

/** Root route element: applies the guard decision to every navigation (SPEC §2). */
export function GuardRoot() {
  const { t } = useTranslation();
  const loc = useLocation();
  const navigate = useNavigate();
  const user = useSnapshot(userStore);
  const perm = useSnapshot(permissionStore);
  const [bootError, setBootError] = useState<unknown>(null);
  const decision = decide({
    path: loc.pathname,
    fullPath: loc.pathname + loc.search + loc.hash,
    hasToken: !!getToken(),
    infoLoaded: user.roles.length > 0,
    routesLoaded: perm.loaded,
    mustChangePassword: mustChangePassword(user.info),
  });
  const loading = decision.type === 'load';
  const needInfo = decision.type === 'load' && decision.info;

  useEffect(() => {
    if (!loading) return;
    // the session loader (plugins, registry, route generation) is its own chunk: the login page never needs it
    import('./session-loader.ts')
      .then(({ loadSession }) => loadSession(needInfo))
      .catch((e: unknown) => {
        if (e instanceof Error && (e as { stage?: string }).stage === 'plugins') {
          setBootError(e);
          return;
        }
        // SPEC §4: on failure log out, show the error, go to /
        clearSession();
        resetRoutes();
        Message.error(e instanceof Error && e.message ? e.message : t('common:request.sessionInvalid'));
        navigate(HOME_PATH, { replace: true });
      });
  }, [loading, needInfo, navigate, t]);

  if (bootError) return <BootError error={bootError} />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'load') return <PageLoading full />;
  return <Outlet />;
}
