import { useEffect, useState } from 'react';
import { http } from '../request/index.ts';
import { i18next } from '../i18n.ts';

/** One dictionary entry as the server sends it (labels already translated). */
export interface DictData {
  dictCode?: number;
  dictLabel: string;
  dictValue: string;
  listClass?: string;
  cssClass?: string;
  isDefault?: string;
}

/** A dictionary entry shaped for selects and tags. */
export interface DictOption {
  label: string;
  value: string;
  listClass?: string;
  cssClass?: string;
  isDefault?: boolean;
}

const cache = new Map<string, Promise<DictOption[]>>();

/** Maps server rows to options. */
export function toDictOptions(rows: DictData[] | null | undefined): DictOption[] {
  return (rows ?? []).map((r) => ({
    label: r.dictLabel,
    value: String(r.dictValue),
    listClass: r.listClass || undefined,
    cssClass: r.cssClass || undefined,
    isDefault: r.isDefault === 'Y',
  }));
}

/** Loads one dictionary type, cached per type for the life of the page (SPEC §7). */
export function loadDict(type: string): Promise<DictOption[]> {
  let hit = cache.get(type);
  if (!hit) {
    hit = http.get<DictData[]>(`/system/dict/data/type/${encodeURIComponent(type)}`).then(toDictOptions);
    // a failed load must not poison the cache; the next caller retries
    hit.catch(() => cache.delete(type));
    cache.set(type, hit);
  }
  return hit;
}

/** Drops one type (after editing its data) or the whole cache. */
export function clearDictCache(type?: string): void {
  if (type) cache.delete(type);
  else cache.clear();
}

// labels come translated from the server, so a language switch invalidates every entry
i18next.on('languageChanged', () => clearDictCache());

/** Loads the given dictionary types; each key is [] until its options arrive. */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  const key = types.join('\u0000');
  const [dicts, setDicts] = useState<Record<string, DictOption[]>>(() => Object.fromEntries(types.map((t) => [t, []])));
  useEffect(() => {
    let alive = true;
    for (const type of types) {
      loadDict(type).then(
        (opts) => alive && setDicts((d) => ({ ...d, [type]: opts })),
        () => undefined,
      );
    }
    return () => {
      alive = false;
    };
  }, [key]);
  return dicts as Record<T, DictOption[]>;
}
