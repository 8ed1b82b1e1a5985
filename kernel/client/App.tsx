import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import ConfigProvider from '@arco-design/web-react/es/ConfigProvider';
import type { Locale } from '@arco-design/web-react/es/locale/interface';
import { appStore, arcoSize } from './stores/app-store.ts';
import { settingsStore } from './stores/settings-store.ts';
import { AppRouter } from './router/router.tsx';
import { applyLightShades } from './boot/theme-color.ts';

/** Arco configuration (language, size, primary colour) around the router. */
export function App({ arcoLocale }: { arcoLocale: Locale }) {
  const { size } = useSnapshot(appStore);
  const { theme } = useSnapshot(settingsStore);
  const themeConfig = useMemo(() => ({ primaryColor: theme }), [theme]);
  useEffect(() => applyLightShades(theme), [theme]);
  return (
    <ConfigProvider locale={arcoLocale} size={arcoSize(size)} theme={themeConfig}>
      <AppRouter />
    </ConfigProvider>
  );
}
