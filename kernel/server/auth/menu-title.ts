import type { Kernel } from '../kernel.ts';
import type { Language } from '../../shared/constants.ts';
import { menuTitleKey } from '../seed.ts';

/** The i18n key of a menu's title: seeded menus by their stable key, others by id (as getRouters reads it). */
export const menuI18nKey = (m: { menuKey: string | null; menuId: number }) => menuTitleKey(m.menuKey ?? m.menuId);

/** A menu's title in a language: its sys_i18n_dict entry, else the stored name. */
export function menuTitle(kernel: Kernel, lng: Language, m: { menuKey: string | null; menuId: number; menuName: string }): string {
  return kernel.messages.lookup(lng, menuI18nKey(m)) ?? m.menuName;
}

/** True for menus of the kernel or of an enabled plugin (a disabled plugin's rows stay, but nobody sees or grants them). */
export function liveMenu(kernel: Kernel) {
  const enabled = new Set(kernel.plugins.map((p) => p.id));
  return (m: { plugin: string | null }) => m.plugin == null || enabled.has(m.plugin);
}
