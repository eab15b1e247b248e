import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { loadDashboardTile } from './appDashboardActions';
import { selectTile, type TileEntry } from './appDashboardSlice';
import { tileKey, type TileRequest } from './tileRules';

/** What a tile reads: its entry and a way to load it again. */
export interface TileState {
  entry: TileEntry | undefined;
  retry: () => void;
}

/**
 * Loads a tile's request when it (or `generation`, the dashboard's Refresh count) changes, and reads its entry.
 * Each tile loads on its own, so a slow or failing tile leaves the others alone.
 */
export function useDashboardTile(orgId: string, appId: string, request: TileRequest | null, generation: number): TileState {
  const dispatch = useAppDispatch();
  const key = request ? tileKey(orgId, appId, request) : null;
  const entry = useAppSelector((state) => (key ? selectTile(state, key) : undefined));
  const retry = useCallback(() => {
    if (request) void dispatch(loadDashboardTile(orgId, appId, request));
  }, [dispatch, orgId, appId, request]);
  useEffect(() => retry(), [retry, generation]);
  return { entry, retry };
}
