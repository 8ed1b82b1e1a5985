import { proxy } from 'valtio';
import { DEFAULT_SIZE, SIZES, STORAGE_KEYS, type SizeOption } from '../../shared/constants.ts';
import { readLocal, writeLocal } from './local-store.ts';

export type Device = 'desktop' | 'mobile';

const storedSize = readLocal(STORAGE_KEYS.size);

/** Shell state: sidebar, device and component size (SPEC §3 sidebarStatus, size). */
export const appStore = proxy({
  sidebar: {
    /** sidebarStatus '0' means closed; anything else (or nothing) open */
    opened: readLocal(STORAGE_KEYS.sidebarStatus) !== '0',
    withoutAnimation: false,
    /** hidden when a top-nav item without children is chosen */
    hide: false,
  },
  device: 'desktop' as Device,
  size: ((SIZES as readonly string[]).includes(storedSize ?? '') ? storedSize : DEFAULT_SIZE) as SizeOption,
});

export function toggleSidebar(): void {
  appStore.sidebar.opened = !appStore.sidebar.opened;
  appStore.sidebar.withoutAnimation = false;
  writeLocal(STORAGE_KEYS.sidebarStatus, appStore.sidebar.opened ? '1' : '0');
}

export function closeSidebar(withoutAnimation: boolean): void {
  appStore.sidebar.opened = false;
  appStore.sidebar.withoutAnimation = withoutAnimation;
  writeLocal(STORAGE_KEYS.sidebarStatus, '0');
}

export function setDevice(d: Device): void {
  appStore.device = d;
}

export function setSize(s: SizeOption): void {
  appStore.size = s;
  writeLocal(STORAGE_KEYS.size, s);
}

export function setSidebarHide(hide: boolean): void {
  appStore.sidebar.hide = hide;
}

/** SPEC sizes onto Arco sizes: default→large, medium→default, small→small, mini→mini. */
export function arcoSize(s: SizeOption): 'large' | 'default' | 'small' | 'mini' {
  return s === 'default' ? 'large' : s === 'medium' ? 'default' : s;
}
