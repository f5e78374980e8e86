import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '@instamg/shared/router';
import type { GridSpec, GridView } from './grid-query';
import { gridViewToSearch, parseGridView } from './grid-url';

/** A change of view, applied to the newest view (see useGridView). */
export type GridViewChange = (view: GridView) => GridView;

export interface GridViewState {
  view: GridView;
  /** What the URL asked for that was ignored (shown, not silently dropped). */
  problems: string[];
  updateView(change: GridViewChange): void;
}

/**
 * A grid's view, kept in the page URL (grid-url.ts): shareable, and Back returns to it. Changes
 * are functions of the view because react-router writes the URL in a transition: two quick
 * changes (filling "from" then "to") would otherwise both start from the URL's older view and
 * the second would undo the first.
 */
export function useGridView(spec: GridSpec): GridViewState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { view, problems } = useMemo(() => parseGridView(spec, new URLSearchParams(search)), [spec, search]);
  const current = useRef(view);
  current.current = view;
  // The newest view written but not yet in the URL; dropped once the URL moves on.
  const pending = useRef<{ writtenAt: string; view: GridView } | null>(null);
  if (pending.current && pending.current.writtenAt !== search) pending.current = null;

  const updateView = useCallback(
    (change: GridViewChange) => {
      const next = change(pending.current?.view ?? current.current);
      pending.current = { writtenAt: pending.current?.writtenAt ?? search, view: next };
      setParams(gridViewToSearch(spec, next));
    },
    [spec, search, setParams],
  );
  return { view, problems, updateView };
}
