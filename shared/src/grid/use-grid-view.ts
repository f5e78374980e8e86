import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@instamg/shared/router';
import type { GridSpec, GridView } from './grid-query';
import { gridViewToSearch, parseGridView } from './grid-url';

export interface GridViewState {
  view: GridView;
  /** What the URL asked for that was ignored (shown, not silently dropped). */
  problems: string[];
  setView(view: GridView): void;
}

/** A grid's view, kept in the page URL (grid-url.ts): shareable, and Back returns to it. */
export function useGridView(spec: GridSpec): GridViewState {
  const [params, setParams] = useSearchParams();
  const { view, problems } = useMemo(() => parseGridView(spec, params), [spec, params]);
  const setView = useCallback((next: GridView) => setParams(gridViewToSearch(spec, next)), [spec, setParams]);
  return { view, problems, setView };
}
