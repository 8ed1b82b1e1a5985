/** Route metadata as delivered by `GET /getRouters` and used by static routes (SPEC §2). */
export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string;
  hidden?: boolean;
  affix?: boolean;
  activeMenu?: string;
  breadcrumb?: boolean;
}

/** One node of the RuoYi router tree. */
export interface RouterNode {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouteMeta;
  children?: RouterNode[];
  /** Static routes only: any-of permissions / roles that may see the route. */
  permissions?: string[];
  roles?: string[];
}

/** Component names owned by the kernel. */
export const KERNEL_COMPONENTS = ['Layout', 'ParentView', 'InnerLink'] as const;

/** A row of `sys_menu` as the router builder needs it. */
export interface MenuRow {
  menuId: number;
  parentId: number;
  menuName: string;
  orderNum: number;
  path: string;
  component: string | null;
  query: string | null;
  isFrame: 'Y' | 'N';
  isCache: 'Y' | 'N';
  menuType: 'M' | 'C' | 'F';
  visible: 'Y' | 'N';
  status: '0' | '1';
  perms: string | null;
  icon: string | null;
}

const isHttp = (p: string) => /^https?:\/\//i.test(p);

/** Route name from a component path: `cms/contentcore/site` → `CmsContentcoreSite`. */
export function routeName(component: string | null | undefined): string {
  if (!component) return '';
  return component
    .split('/')
    .filter(Boolean)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join('');
}

/** Inner-link route path: protocol, `www.` and dots removed (RuoYi rule). */
export function innerLinkPath(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\./g, '/');
}

/**
 * Builds the RuoYi router tree from menu rows (already filtered by permission and status).
 * `title` translates a menu row to the request language.
 */
export function buildRouters(rows: MenuRow[], title: (row: MenuRow) => string): RouterNode[] {
  const byParent = new Map<number, MenuRow[]>();
  for (const r of rows) {
    if (r.menuType === 'F') continue;
    const l = byParent.get(r.parentId) ?? [];
    l.push(r);
    byParent.set(r.parentId, l);
  }
  for (const l of byParent.values()) l.sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);

  const meta = (r: MenuRow): RouteMeta => {
    const m: RouteMeta = { title: title(r), icon: r.icon ?? undefined, noCache: r.isCache === 'N' };
    if (isHttp(r.path)) m.link = r.path;
    return m;
  };

  const node = (r: MenuRow, top: boolean): RouterNode => {
    const children = byParent.get(r.menuId) ?? [];
    if (r.menuType === 'M') {
      const n: RouterNode = {
        name: routeName(r.path) || undefined,
        path: top && !isHttp(r.path) ? `/${r.path.replace(/^\//, '')}` : r.path,
        hidden: r.visible === 'N',
        component: top ? 'Layout' : 'ParentView',
        meta: meta(r),
      };
      if (r.isFrame === 'Y' && isHttp(r.path)) delete n.component;
      const kids = children.map((c) => node(c, false));
      if (kids.length > 0) {
        n.alwaysShow = true;
        n.redirect = 'noRedirect';
        n.children = kids;
      }
      return n;
    }
    // C row
    const n: RouterNode = {
      name: routeName(r.component) || routeName(r.path),
      path: r.path,
      hidden: r.visible === 'N',
      component: r.component || undefined,
      meta: meta(r),
    };
    if (r.query) n.query = r.query;
    if (isHttp(r.path) && r.isFrame === 'N') {
      n.component = 'InnerLink';
      n.path = innerLinkPath(r.path);
    }
    return n;
  };

  const out: RouterNode[] = [];
  for (const r of byParent.get(0) ?? []) {
    if (r.menuType === 'C') {
      if (isHttp(r.path) && r.isFrame === 'Y') {
        out.push({ path: r.path, hidden: r.visible === 'N', meta: meta(r), name: routeName(r.path) });
        continue;
      }
      const child = node(r, false);
      out.push({ path: '/', component: 'Layout', hidden: r.visible === 'N', children: [child] });
    } else {
      out.push(node(r, true));
    }
  }
  return out;
}
