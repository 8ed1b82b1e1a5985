import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { GuardRoot } from './GuardRoot.tsx';

// React.lazy (not route `lazy`) so a chunk loads only after the guard allowed the route: the login
// page never downloads the shell.
let loginShown = () => {};
/**
 * Resolves once the sign-in page has committed: hydrated, when the server sent it prerendered (boot-console.tsx).
 * Its Suspense boundary hydrates after the root's first commit, so only the page itself can tell.
 */
export const loginPageShown = new Promise<void>((resolve) => (loginShown = resolve));
const LoginPage = preloadable(() => import('../pages/LoginPage.tsx'), loginShown);
const RegisterPage = lazy(() => import('../pages/RegisterPage.tsx'));
const AuthRedirectPage = lazy(() => import('../pages/AuthRedirectPage.tsx'));
const BindPage = lazy(() => import('../pages/BindPage.tsx'));
const Page404 = lazy(() => import('../pages/Page404.tsx'));
const Page401 = lazy(() => import('../pages/Page401.tsx'));
const AuthedApp = lazy(() => import('../shell/AuthedApp.tsx'));

/**
 * A lazy page that renders at once, without a Suspense round (fallback committed, then the page) when its
 * module was loaded before the first render: boot-console.tsx waits for the sign-in page beside the strings.
 */
function preloadable(factory: () => Promise<{ default: ComponentType }>, onShown: () => void) {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(factory);
  const Page = () => {
    const C = loaded ?? Lazy;
    useEffect(onShown, []);
    return <C />;
  };
  const preload = () =>
    factory().then(
      (m) => {
        loaded = m.default;
      },
      // the lazy page retries and its error boundary speaks when it fails again
      () => {},
    );
  return Object.assign(Page, { preload });
}

/** Loads the sign-in page's module, so that its first render needs no Suspense round. */
export const preloadLoginPage = (): Promise<void> => LoginPage.preload();

function load(C: ComponentType, source: string) {
  return (
    <ErrorBoundary source={source}>
      <Suspense fallback={<PageLoading full />}>
        <C />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Top-level routes; the menu routes live inside AuthedApp. */
export const appRoutes: RouteObject[] = [
  {
    element: <GuardRoot />,
    children: [
      { path: 'login', element: load(LoginPage, 'kernel/login') },
      { path: 'register', element: load(RegisterPage, 'kernel/register') },
      { path: 'auth-redirect', element: load(AuthRedirectPage, 'kernel/auth-redirect') },
      { path: 'bind', element: load(BindPage, 'kernel/bind') },
      { path: '404', element: load(Page404, 'kernel/404') },
      { path: '401', element: load(Page401, 'kernel/401') },
      { path: '*', element: load(AuthedApp, 'kernel/shell') },
    ],
  },
];

/** The routes, under whichever router holds the location (the browser's, or a static one for prerendering). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The console router: history mode under /admin (SPEC §2). Declarative on purpose: the data router
 * (createBrowserRouter) costs ~16 KiB gzip more, which the login page budget (≤140 KiB, DESIGN §8)
 * cannot carry, and the kernel uses no loaders or actions.
 */
export function AppRouter() {
  return (
    <BrowserRouter basename="/admin">
      <AppRoutes />
    </BrowserRouter>
  );
}
