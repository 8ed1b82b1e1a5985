import { useEffect, useState } from 'react';
import { http } from '../../request/index.ts';

/** A dictionary type as the picker lists it. */
export interface DictTypeOption {
  value: string;
  label: string;
}

let cached: Promise<DictTypeOption[]> | undefined;

/**
 * The dictionary types a field's options may come from (System → Dictionaries, `GET /system/dict/type/optionselect`,
 * loaded once per page); empty when they cannot be read, and the type is then typed by hand.
 */
export function useDictTypes(): DictTypeOption[] {
  const [types, setTypes] = useState<DictTypeOption[]>([]);
  useEffect(() => {
    let alive = true;
    cached ??= http
      .get<{ dictType: string; dictName: string }[]>('/system/dict/type/optionselect', { silent: true })
      .then((rows) => rows.map((r) => ({ value: r.dictType, label: `${r.dictName} (${r.dictType})` })));
    cached.then(
      (t) => alive && setTypes(t),
      () => {
        cached = undefined;
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  return types;
}
