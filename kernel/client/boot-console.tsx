import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@arco-design/web-react/es/style/index.css';
import './kernel.css';
import { initI18n, overridesReady, storedLanguage } from './i18n.ts';
import { installRequestUi } from './boot/request-ui.ts';
import { loadArcoLocale } from './boot/arco-locale.ts';
import { App } from './App.tsx';
import { AppRouter, loginPageShown, preloadLoginPage } from './router/router.tsx';
import { getToken } from './auth/token.ts';
import { registerClientPlugins } from './boot/plugins.ts';
import type { ClientPluginEntry } from './plugin.ts';

/**
 * Boots the console with the given plugin entries (the composition root, plugins/main.client.tsx, calls it).
 * Language first (every screen is localized), then the request UI, then render. Plugins load
 * when a signed-in route needs them (router/session-loader.ts), so the login page stays light.
 */
export function bootConsole(plugins: readonly ClientPluginEntry[]): void {
  registerClientPlugins(plugins);
  boot().catch((e: unknown) => {
    // i18n itself failed: nothing localized is available, so show the raw error
    const root = document.getElementById('root');
    if (root) root.textContent = e instanceof Error ? e.message : String(e);
    console.error(e);
  });
}

async function boot(): Promise<void> {
  const lng = storedLanguage();
  const signedIn = !!getToken();
  // the server sent the sign-in form with the page (kernel/server/console-preload.ts): the console takes it
  // over as it is, with whatever was typed into it meanwhile (LoginField); in another language it starts afresh
  const root = document.getElementById('root')!;
  const hydrate = !signedIn && root.dataset.prerendered === lng;
  // without a session the guard will show the sign-in page: load it while i18n starts (its files are
  // preloaded beside the entry, see kernel/server/console-preload.ts), so it renders in the first pass
  const [, arcoLocale] = await Promise.all([
    // the page hydrates with the locale files' strings it was prerendered with; an administrator's overrides after
    initI18n([], hydrate ? loginPageShown : undefined),
    loadArcoLocale(lng),
    signedIn ? null : preloadLoginPage(),
  ]);
  // the signed-in shell waits for its session calls anyway, so it starts with the overrides in place; the
  // public pages render at once and take them when they arrive (DESIGN §8: the form waits for no API call)
  if (signedIn) await overridesReady();
  installRequestUi();
  const app = (
    <StrictMode>
      <App arcoLocale={arcoLocale}>
        <AppRouter />
      </App>
    </StrictMode>
  );
  // the attribute goes once the form is React's (tests wait for that)
  if (hydrate) {
    hydrateRoot(root, app);
    void loginPageShown.then(() => root.removeAttribute('data-prerendered'));
  } else {
    root.removeAttribute('data-prerendered');
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
