import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, STORAGE_KEYS, isLanguage, type Language } from '../shared/constants.ts';

// Every locales/<lng>/<ns>.json becomes its own lazy chunk.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** Kernel namespaces loaded before the first render. */
export const KERNEL_NAMESPACES = ['common', 'widgets'] as const;

export function storedLanguage(): Language {
  const v = localStorage.getItem(STORAGE_KEYS.lang);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

/** Loads one namespace for one language into i18next (no-op when already there or absent). */
export async function loadNamespace(lng: Language, ns: string): Promise<void> {
  if (i18next.hasResourceBundle(lng, ns)) return;
  const load = files[`../../locales/${lng}/${ns}.json`];
  if (!load) return;
  const mod = await load();
  i18next.addResourceBundle(lng, ns, mod.default, true, true);
}

/** Starts i18next with the stored language and the kernel namespaces. */
export async function initI18n(extraNamespaces: string[] = []): Promise<I18n> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: lng,
    ns: [...KERNEL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
  } as any);
  await Promise.all([...KERNEL_NAMESPACES, ...extraNamespaces].map((ns) => loadNamespace(lng, ns)));
  document.documentElement.lang = lng;
  return i18next;
}

/** Saves the language; the caller reloads the page (SPEC §8 "Switch Language Success"). */
export function saveLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEYS.lang, lng);
}

export { i18next };
