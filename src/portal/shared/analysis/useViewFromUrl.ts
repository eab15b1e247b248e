import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PortalApp } from '@/api/portal';

/** How an analysis screen's view (its query model and settings) is read from and written to the URL. */
export interface UrlViewCodec<V> {
  /** The view of a query string; the app gives defaults such as its time zone (undefined while none is selected). */
  read: (search: string, app: PortalApp | undefined) => V;
  /** The query string of a view. */
  write: (view: V) => URLSearchParams;
}

/** What {@link useViewFromUrl} answers. */
export interface UrlView<V> {
  /** The URL's view; the same object while the URL means the same view. */
  view: V;
  /** Writes a view to the URL (a new history entry), with extra parameters the codec does not own. */
  show: (next: V, extra?: Readonly<Record<string, string>>) => void;
  /** The whole query string, with the parameters the codec does not own. */
  searchParams: URLSearchParams;
}

const NO_PARAMS: readonly string[] = [];

/**
 * The view of an analysis screen kept in the URL. The view is read from the URL's canonical form, so a URL that only
 * gains defaults (after an edit) or changes a parameter the view does not own (`outside`, e.g. a table's order or a
 * list of shared ids) is the same view and starts no new search. Pass a codec and `outside` defined at module level.
 */
export function useViewFromUrl<V>(codec: UrlViewCodec<V>, app: PortalApp | undefined, outside: readonly string[] = NO_PARAMS): UrlView<V> {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const own = useMemo(() => {
    const params = new URLSearchParams(search);
    for (const name of outside) params.delete(name);
    return params.toString();
  }, [search, outside]);
  const canonical = useMemo(() => codec.write(codec.read(own, app)).toString(), [codec, own, app]);
  const view = useMemo(() => codec.read(canonical, app), [codec, canonical, app]);
  const show = useCallback(
    (next: V, extra: Readonly<Record<string, string>> = {}) => {
      const params = codec.write(next);
      for (const [name, value] of Object.entries(extra)) params.set(name, value);
      setSearchParams(params);
    },
    [codec, setSearchParams],
  );
  return { view, show, searchParams };
}
