import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { lighten } from '@arco-design/web-react/es/ConfigProvider/util';
import { CONSOLE_LOGIN_PATH, THEME_DEFAULT, type Language } from '../../shared/constants.ts';
import { App } from '../App.tsx';
import { KERNEL_NAMESPACES, localeStrings } from '../i18n.ts';
import { AppRoutes, preloadLoginPage } from '../router/router.tsx';
import { loadArcoLocale } from './arco-locale.ts';
import { lightShades } from './theme-color.ts';

/**
 * The sign-in page as the console's first render in one language, as HTML (run in Node by the build step,
 * kernel/server/tools/prerender-login.ts): the same tree boot-console.tsx hydrates, under a static router, with
 * the strings of the locale files (the first render does not wait for an administrator's overrides either).
 */
export async function renderLoginPage(lng: Language): Promise<string> {
  const namespaces = Object.fromEntries(await Promise.all(KERNEL_NAMESPACES.map(async (ns) => [ns, (await localeStrings(lng, ns)) ?? {}])));
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: lng,
    ns: [...KERNEL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: { [lng]: namespaces },
    returnNull: false,
  });
  const [arcoLocale] = await Promise.all([loadArcoLocale(lng), preloadLoginPage()]);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App arcoLocale={arcoLocale}>
          <StaticRouter basename="/admin" location={CONSOLE_LOGIN_PATH}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </I18nextProvider>
    </StrictMode>,
  );
  // Until the console has taken the form over, a submit (Enter in a field) would reload the page and lose what
  // was typed: the browser's own handler holds it back; React's handler (at the root) still runs afterwards.
  return html.replace(/<form /g, '<form onsubmit="return false" ');
}

/**
 * The default primary colour as the CSS variables App sets on <body> once it runs (Arco's ConfigProvider shades
 * 5–7, theme-color.ts the light ones): in the prerendered page's <head>, so its button does not change colour
 * when the console takes it over. A colour a person chose replaces them then, as on every page.
 */
export function themeStyle(): string {
  const vars: Record<string, string> = {
    '--arcoblue-6': lighten(THEME_DEFAULT, 0),
    '--arcoblue-5': lighten(THEME_DEFAULT, 10),
    '--arcoblue-7': lighten(THEME_DEFAULT, -10),
  };
  for (const [shade, rgb] of Object.entries(lightShades(THEME_DEFAULT) ?? {})) vars[`--arcoblue-${shade}`] = rgb;
  return `body{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}
