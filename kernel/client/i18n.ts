import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, STORAGE_KEYS, isLanguage, type Language } from '../shared/constants.ts';
import { runtime } from './runtime.ts';

// Every locales/<lng>/<ns>.json becomes its own lazy chunk.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** Kernel namespaces loaded before the first render. */
export const KERNEL_NAMESPACES = ['common', 'widgets'] as const;

export function storedLanguage(): Language {
  const v = localStorage.getItem(STORAGE_KEYS.lang);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

/** `namespace:key` → text an administrator saved in System → I18n; laid over the locale files. */
let overrides: Record<string, string> = {};

function applyOverrides(lng: Language, ns: string): void {
  for (const [k, v] of Object.entries(overrides)) if (k.startsWith(`${ns}:`)) i18next.addResource(lng, ns, k.slice(ns.length + 1), v);
}

/**
 * Fetches the administrator's UI overrides for a language (public; a failure just means none) and lays them
 * over the strings once `notBefore` has resolved.
 */
async function fetchOverrides(lng: Language, notBefore: Promise<void>): Promise<void> {
  let fetched: Record<string, string> = {};
  try {
    const res = await fetch(`${runtime().apiBase}/system/i18n/dict/overrides?lang=${encodeURIComponent(lng)}`);
    const env = (await res.json()) as { code?: number; data?: Record<string, string> };
    if (env.code === 200 && env.data) fetched = env.data;
  } catch {
    // none
  }
  await notBefore;
  overrides = fetched;
  // lay them over the namespaces loaded meanwhile (the first render did not wait for them); when a string
  // changed, the components showing it render again (once: react-i18next listens to this event)
  let changed = false;
  for (const ns of Object.keys(i18next.store.data[lng] ?? {}))
    for (const [k, v] of Object.entries(overrides))
      if (k.startsWith(`${ns}:`) && i18next.getResource(lng, ns, k.slice(ns.length + 1)) !== v) changed = true;
  for (const ns of Object.keys(i18next.store.data[lng] ?? {})) applyOverrides(lng, ns);
  if (changed) i18next.emit(OVERRIDES_APPLIED);
}

/** Emitted when overrides arrived after the locale files and changed a loaded string. */
const OVERRIDES_APPLIED = 'zhuxieOverridesApplied';
let overridesLoaded: Promise<void> = Promise.resolve();

/** Resolves once the administrator's overrides are laid over the loaded strings (started by initI18n). */
export function overridesReady(): Promise<void> {
  return overridesLoaded;
}

/** Loads one namespace for one language into i18next (no-op when already there or absent). */
export async function loadNamespace(lng: Language, ns: string): Promise<void> {
  if (i18next.hasResourceBundle(lng, ns)) return;
  const strings = await localeStrings(lng, ns);
  if (!strings) return;
  i18next.addResourceBundle(lng, ns, strings, true, true);
  applyOverrides(lng, ns);
}

/** The strings of one locale file (undefined when there is none). */
export async function localeStrings(lng: Language, ns: string): Promise<Record<string, unknown> | undefined> {
  const load = files[`../../locales/${lng}/${ns}.json`];
  return load ? (await load()).default : undefined;
}

/**
 * Starts i18next with the stored language and the kernel namespaces. `overridesNotBefore`: when the first render
 * takes over a page prerendered with the locale files' strings (boot-console.tsx), it must render those same
 * strings, so the administrator's overrides wait for it.
 */
export async function initI18n(extraNamespaces: string[] = [], overridesNotBefore: Promise<void> = Promise.resolve()): Promise<I18n> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: lng,
    ns: [...KERNEL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
    react: { bindI18n: `languageChanged ${OVERRIDES_APPLIED}` },
  } as any);
  const namespaces = [...KERNEL_NAMESPACES, ...extraNamespaces];
  // initI18n waits for the locale files only (the sign-in page preloads them, see kernel/server/tools/login-preload.ts):
  // an administrator's overrides are an API call, awaited through overridesReady() by whoever needs them first
  overridesLoaded = fetchOverrides(lng, overridesNotBefore);
  await Promise.all(namespaces.map((ns) => loadNamespace(lng, ns)));
  document.documentElement.lang = lng;
  mirrorLanguage(lng);
  return i18next;
}

/** Saves the language; the caller reloads the page (SPEC §8 "Switch Language Success"). */
export function saveLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEYS.lang, lng);
  mirrorLanguage(lng);
}

/** The server preloads the sign-in page's strings in this language (kernel/server/console-preload.ts). */
function mirrorLanguage(lng: Language): void {
  if (!new RegExp(`(?:^|; )${STORAGE_KEYS.langCookie}=${lng}(?:;|$)`).test(document.cookie))
    document.cookie = `${STORAGE_KEYS.langCookie}=${lng}; path=/; max-age=31536000; SameSite=Lax`;
}

export { i18next };
