import type { RouterNode } from '../../shared/router-contract.ts';

/** Translates a title key; titles that are not keys come back unchanged. */
export type Translate = (key: string) => string;

/** Static routes of the kernel inside the shell (SPEC §2 fixed routes). */
export function kernelRoutes(t: Translate): RouterNode[] {
  return [
    {
      path: '',
      component: 'Layout',
      redirect: 'index',
      children: [
        { path: 'index', component: 'kernel/home', name: 'Index', meta: { title: t('common:route.home'), icon: 'dashboard', affix: true } },
      ],
    },
    {
      path: '/user',
      component: 'Layout',
      hidden: true,
      redirect: 'noRedirect',
      children: [
        { path: 'profile', component: 'kernel/profile', name: 'Profile', meta: { title: t('common:route.profile'), icon: 'user' } },
        {
          path: 'preference',
          component: 'kernel/preference',
          name: 'UserPreference',
          meta: { title: t('common:route.preference'), icon: 'user' },
        },
      ],
    },
  ];
}

/** Plugin static route titles are i18n keys (`<plugin>:...`); translate them once the namespaces are loaded. */
export function translateTitles(nodes: readonly RouterNode[], t: Translate): RouterNode[] {
  return nodes.map((n) => ({
    ...n,
    meta: n.meta ? { ...n.meta, title: t(n.meta.title) } : n.meta,
    children: n.children ? translateTitles(n.children, t) : undefined,
  }));
}

/** Routes rendered inside the shell are Layout-rooted; the rest are full-window pages (e.g. an editor window). */
export function splitByLayout(nodes: readonly RouterNode[]): { shell: RouterNode[]; window: RouterNode[] } {
  const shell: RouterNode[] = [];
  const win: RouterNode[] = [];
  for (const n of nodes) (n.component === 'Layout' || n.component === 'ParentView' ? shell : win).push(n);
  return { shell, window: win };
}
