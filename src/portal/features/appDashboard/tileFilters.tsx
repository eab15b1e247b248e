import { createContext, useContext } from 'react';

/** What every tile knows about the dashboard's filters: whether there are any, and how to clear them. */
export interface TileFilters {
  /** True when the dashboard's filters hold a condition. */
  filtered: boolean;
  /** Removes every filter (back to all events). */
  clearFilters: () => void;
}

const TileFiltersContext = createContext<TileFilters>({ filtered: false, clearFilters: () => undefined });

/** Provides the dashboard's filters to its tiles. */
export const TileFiltersProvider = TileFiltersContext.Provider;

/** The dashboard's filters, as a tile reads them (their words when empty or refused, Clear filters). */
export const useTileFilters = (): TileFilters => useContext(TileFiltersContext);
