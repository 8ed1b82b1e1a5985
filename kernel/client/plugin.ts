import type { ComponentType } from 'react';
import type { Language } from '../shared/constants.ts';
import type { RouterNode } from '../shared/router-contract.ts';

/**
 * The closed list of places in the shell that plugins may fill (DESIGN §5):
 * - `kernel/navbar/actions`, `kernel/navbar/left`: items of the navbar (no props);
 * - `kernel/home/widgets`: cards of the home page (no props);
 * - `kernel/permission/tabs`: tabs of the permission editor (权限设置) of a role or a user, shown after the
 *   menu tab; each contribution names its tab `title` and receives {@link PermissionTabProps};
 * - `kernel/public/register`: the body of the public `/register` page (no token, no permission; e.g. the award
 *   plugin's member registration). At most one plugin may fill it; without one the kernel shows its own
 *   account sign-up form.
 */
export const SLOTS = [
  'kernel/navbar/actions',
  'kernel/navbar/left',
  'kernel/home/widgets',
  'kernel/permission/tabs',
  'kernel/public/register',
] as const;
export type SlotName = (typeof SLOTS)[number];

/** Slots whose contributions are shown as tabs, so each must name its `title`. */
export const TITLED_SLOTS: readonly SlotName[] = ['kernel/permission/tabs'];

/** Slots one plugin alone may fill (a whole page): a second contribution is a registration error. */
export const EXCLUSIVE_SLOTS: readonly SlotName[] = ['kernel/public/register'];

/** Slots rendered before sign-in: a `permission` on their contributions is meaningless and refused. */
export const PUBLIC_SLOTS: readonly SlotName[] = ['kernel/public/register'];

/** Whose permissions a permission-editor tab edits: a role or a user, by id. */
export interface PermissionTabProps {
  ownerType: 'Role' | 'User';
  owner: number;
}

/** The props each slot hands its contributions. */
export interface SlotProps {
  'kernel/navbar/actions': Record<string, never>;
  'kernel/navbar/left': Record<string, never>;
  'kernel/home/widgets': Record<string, never>;
  'kernel/permission/tabs': PermissionTabProps;
  'kernel/public/register': Record<string, never>;
}

/** A plugin's contribution to a shell slot: loaded lazily, shown in `order` (low first) to people holding `permission`. */
export interface SlotContribution {
  slot: SlotName;
  order?: number;
  /** any-of permission codes; omitted = every signed-in person */
  permission?: string | string[];
  /** the i18n key (`namespace:key`) of its title, for slots shown as tabs ({@link TITLED_SLOTS}) */
  title?: string;
  load: () => Promise<{ default: ComponentType<any> }>;
}

export type PageLoader = () => Promise<{ default: ComponentType<any> }>;

/** The client side of a plugin (DESIGN §5). */
export interface ClientPlugin {
  id: string;
  dependsOn?: string[];
  /** pages keyed by the component name the server sends; each name starts with `<id>/` */
  pages?: Record<string, PageLoader>;
  /** permission codes the plugin's pages check */
  permissions?: string[];
  /** the plugin's i18n namespace (equal to its id) per language */
  locales?: Partial<Record<Language, () => Promise<{ default: Record<string, unknown> }>>>;
  /** static routes inside the layout (SPEC §2 permission-guarded routes) */
  routes?: (RouterNode & { component: string })[];
  slots?: SlotContribution[];
  /** Formily components that schemas may name, registered as `<plugin id>.<Name>` (never replacing a kernel one) */
  formComponents?: Record<string, ComponentType<any>>;
  /** headers this plugin adds to every signed-in API call (e.g. the CMS's current site); undefined values are left out */
  requestHeaders?: () => Record<string, string | undefined>;
}

/** Declares a client plugin; a typed identity helper. */
export function defineClientPlugin(p: ClientPlugin): ClientPlugin {
  return p;
}

/** One entry of plugins/index.client.ts: the id and a lazy loader (one chunk per plugin). */
export interface ClientPluginEntry {
  id: string;
  load: () => Promise<{ default: ClientPlugin }>;
}
