import { useEffect, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import ConfigProvider from '@arco-design/web-react/es/ConfigProvider';
import type { Locale } from '@arco-design/web-react/es/locale/interface';
import { appStore, arcoSize } from './stores/app-store.ts';
import { settingsStore } from './stores/settings-store.ts';
import { applyLightShades } from './boot/theme-color.ts';

/**
 * Arco configuration (language, size, primary colour) around the router: the browser's (AppRouter), or a
 * static one where the sign-in page is prerendered (boot/login-prerender.tsx).
 */
export function App({ arcoLocale, children }: { arcoLocale: Locale; children: ReactNode }) {
  const { size } = useSnapshot(appStore);
  const { theme } = useSnapshot(settingsStore);
  const themeConfig = useMemo(() => ({ primaryColor: theme }), [theme]);
  useEffect(() => applyLightShades(theme), [theme]);
  return (
    <ConfigProvider locale={arcoLocale} size={arcoSize(size)} theme={themeConfig}>
      {children}
    </ConfigProvider>
  );
}
