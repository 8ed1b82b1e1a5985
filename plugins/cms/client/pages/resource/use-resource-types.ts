import { useEffect, useState } from 'react';
import { type ResourceTypeInfo, resourceApi } from '../../api/resource-api.ts';

let cached: Promise<ResourceTypeInfo[]> | null = null;

/** The library's resource types with their accepted extensions (loaded once per page load). */
export function useResourceTypes(): ResourceTypeInfo[] {
  const [types, setTypes] = useState<ResourceTypeInfo[]>([]);
  useEffect(() => {
    cached ??= resourceApi.types().catch((e) => {
      cached = null;
      throw e;
    });
    let live = true;
    void cached.then((v) => live && setTypes(v)).catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return types;
}
