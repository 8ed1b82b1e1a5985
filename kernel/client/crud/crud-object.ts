import type { PageData } from '../../shared/index.ts';
import type { PageQuery } from './use-table-list.ts';

/** The actions of a list screen that a permission guards. */
export type CrudAction = 'add' | 'edit' | 'remove' | 'export';

type Key = number | string;

/** The calls the kit makes for an object: a page of rows, and where the object has them one row, add, edit, remove. */
export interface CrudObjectApi<Row, Q, Id extends Key = number> {
  list(q: Q & PageQuery): Promise<PageData<Row>>;
  get?(id: Id): Promise<Row>;
  add?(values: any): Promise<unknown>;
  update?(values: any): Promise<unknown>;
  remove?(ids: Id[]): Promise<unknown>;
}

/**
 * One object of the back office (a parameter, a dictionary type, a site property…) declared once, in its api module:
 * the list screen, its table state, its add/edit dialog, its export and its delete take it and derive from it what
 * every screen of the object would otherwise restate.
 */
export interface CrudObject<Row, Q, Id extends Key = number> {
  /** tells a descriptor from other exports (tests/unit/permission-codes.test.ts checks every descriptor's codes) */
  readonly kind: 'crud-object';
  /** the object's name: the export's file name (`Config` → `Config.xlsx`) */
  name: string;
  rowKey: keyof Row & string;
  api: CrudObjectApi<Row, Q, Id>;
  /** the permission code of each action the object offers (`crudPerms` derives them from the object's prefix) */
  perms: Partial<Record<CrudAction, string>>;
  /** the name a delete confirmation shows for one row */
  nameOf?(row: Row): string;
  /** rows that may not be deleted (no delete button, no checkbox) */
  removable?(row: Row): boolean;
  /** the export: the list URL, and how the filters go on the wire (e.g. a date range); no export without it */
  exportTo?: { url: string; query?: (q: Q) => Record<string, unknown> };
  /**
   * the server's cache of the object (a toolbar button, with the remove permission, drops it after asking): the call,
   * and the i18n keys (`ns:key`) of the question and of the done message
   */
  cache?: { refresh(): Promise<unknown>; confirm: string; done: string };
}

/** What a plugin writes to declare an object (see `crudObjects`); `Code` is the plugin's declared permission codes. */
export type CrudObjectSpec<Row, Q, Code extends string, Id extends Key = number> = Omit<CrudObject<Row, Q, Id>, 'kind' | 'perms'> & {
  perms: Partial<Record<CrudAction, Code>>;
};

/** The default spelling of the actions in permission codes (`system:config:remove`). */
const VERBS = { add: 'add', edit: 'edit', remove: 'remove', export: 'export' } as const;
type Verbs = Partial<Record<CrudAction, string>>;
type Verb<A extends CrudAction, V extends Verbs> = V[A] extends string ? V[A] : (typeof VERBS)[A];

/**
 * The permission codes of an object's actions (`<plugin>:<object>:<action>`): `crudPerms('system', 'config', ['add',
 * 'edit'])` is `{ add: 'system:config:add', edit: 'system:config:edit' }`; `verbs` respells an action in the codes
 * (`{ remove: 'delete' }`). The codes are typed, so a descriptor of a plugin that does not declare one fails to compile.
 */
export function crudPerms<
  const P extends string,
  const O extends string,
  const A extends CrudAction,
  const V extends Verbs = Record<never, never>,
>(plugin: P, object: O, actions: readonly A[], verbs?: V): { [K in A]: `${P}:${O}:${Verb<K, V>}` } {
  return Object.fromEntries(actions.map((a) => [a, `${plugin}:${object}:${verbs?.[a] ?? VERBS[a]}`])) as {
    [K in A]: `${P}:${O}:${Verb<K, V>}`;
  };
}

/**
 * The descriptor maker of a plugin whose permission codes are `Code`: `crudObjects<SystemPermission>()` gives a
 * function that accepts only declared codes, so the compiler, like the permission test, refuses an undeclared one.
 */
export function crudObjects<Code extends string>() {
  return <Row, Q, Id extends Key = number>(spec: CrudObjectSpec<Row, Q, Code, Id>): CrudObject<Row, Q, Id> => ({
    kind: 'crud-object',
    ...spec,
  });
}

/** True for a descriptor made by `crudObjects` (the permission test finds them among a module's exports). */
export function isCrudObject(value: unknown): value is CrudObject<unknown, unknown, Key> {
  return typeof value === 'object' && value != null && (value as { kind?: unknown }).kind === 'crud-object';
}
