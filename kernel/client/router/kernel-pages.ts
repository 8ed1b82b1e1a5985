import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Pages the kernel itself owns; static routes name them like plugin pages, under `kernel/`. */
export const KERNEL_PAGES: Record<string, () => Promise<{ default: ComponentType<any> }>> = {
  'kernel/home': () => import('../pages/HomePage.tsx'),
  'kernel/profile': () => import('../pages/profile/ProfilePage.tsx'),
  'kernel/preference': () => import('../pages/PreferencePage.tsx'),
};

export const isKernelPage = (name: string): boolean => Object.hasOwn(KERNEL_PAGES, name);

const cache = new Map<string, LazyExoticComponent<ComponentType<any>>>();

/** One React.lazy per name, so remounts reuse the loaded chunk. */
export function lazyPage(name: string, load: () => Promise<{ default: ComponentType<any> }>): LazyExoticComponent<ComponentType<any>> {
  let c = cache.get(name);
  if (!c) {
    c = lazy(load);
    cache.set(name, c);
  }
  return c;
}
