import { useEffect, useState } from 'react';
import { loadDict, type DictOption } from '../widgets/dict.ts';

/** Options of one dictionary type for a field's `dictType` prop; undefined without one. */
export function useDictOptions(dictType: string | undefined): DictOption[] | undefined {
  const [options, setOptions] = useState<DictOption[] | undefined>(undefined);
  useEffect(() => {
    if (!dictType) return;
    let alive = true;
    loadDict(dictType).then(
      (o) => alive && setOptions(o),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [dictType]);
  return dictType ? options : undefined;
}
