import { useEffect, useState } from 'react';

/** Loads a report whenever its arguments change (the latest answer wins); `data` is undefined until the first one. */
export function useStatQuery<T>(load: () => Promise<T>, deps: unknown[]): { data: T | undefined; loading: boolean } {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((d) => {
        if (live) setData(d);
      })
      .catch(() => {})
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  }, deps);
  return { data, loading };
}
