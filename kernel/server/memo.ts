/**
 * The value made for an owner object and a key, made once: kept in `store` beside the owner, so it goes when
 * the owner does (e.g. a cached row list or scope that a write replaced).
 */
export function memoPer<O extends object, V>(store: WeakMap<O, Map<string, V>>, owner: O, key: string, make: () => V): V {
  let byKey = store.get(owner);
  if (!byKey) {
    byKey = new Map();
    store.set(owner, byKey);
  }
  let v = byKey.get(key);
  if (v === undefined) {
    v = make();
    byKey.set(key, v);
  }
  return v;
}
