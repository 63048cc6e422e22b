// Loads a tab's resource the first time the tab is shown (and never again while its data is kept).
import { useEffect } from 'react';
import type { Resource } from '../../lib/stores/resource.ts';

export function useLoadOnce(resource: Pick<Resource<unknown, []>, '$data' | '$loading' | 'load'>): void {
  useEffect(() => {
    if (resource.$data.get() === undefined && !resource.$loading.get()) void resource.load();
  }, [resource]);
}
