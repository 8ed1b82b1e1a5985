import { proxy } from 'valtio';
import { LAYOUT_DEFAULTS, STORAGE_KEYS, type LayoutSetting } from '../../shared/constants.ts';
import { readJson, writeLocal } from './local-store.ts';

/** Only these keys are persisted under layout-setting (SPEC §3). */
const PERSISTED = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle', 'sideTheme', 'theme'] as const;

function initial(): LayoutSetting {
  const saved = readJson<LayoutSetting>(STORAGE_KEYS.layoutSetting) ?? {};
  const out: LayoutSetting = { ...LAYOUT_DEFAULTS };
  for (const k of PERSISTED) {
    const v = saved[k];
    if (v !== undefined && typeof v === typeof LAYOUT_DEFAULTS[k]) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/** Layout settings; edits apply live, `saveSettings` persists them. */
export const settingsStore = proxy<LayoutSetting>(initial());

export function changeSetting<K extends keyof LayoutSetting>(key: K, value: LayoutSetting[K]): void {
  settingsStore[key] = value;
}

export function saveSettings(): void {
  const out: Record<string, unknown> = {};
  for (const k of PERSISTED) out[k] = settingsStore[k];
  writeLocal(STORAGE_KEYS.layoutSetting, JSON.stringify(out));
}

export function resetSettings(): void {
  writeLocal(STORAGE_KEYS.layoutSetting, null);
  Object.assign(settingsStore, { ...LAYOUT_DEFAULTS });
}
