import type { Locale } from '@arco-design/web-react/es/locale/interface';
import type { Language } from '../../shared/constants.ts';

/** Arco's own texts (pagination, pickers, empty states) follow the console language; one chunk each. */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('@arco-design/web-react/es/locale/zh-CN'),
  'zh-TW': () => import('@arco-design/web-react/es/locale/zh-TW'),
  en: () => import('@arco-design/web-react/es/locale/en-US'),
};

export async function loadArcoLocale(lng: Language): Promise<Locale> {
  return (await loaders[lng]()).default;
}
