import { useCallback, useEffect, useState } from 'react';
import { loadWorldShapes, type CountryShape } from './worldShapes';

/** Where loading the map geometry stands. */
export type ShapesState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; shapes: CountryShape[] };

/** The map's country shapes, loaded (as their own chunk) when the map first shows; `retry` after a failed load. */
export function useWorldShapes(): { state: ShapesState; retry: () => void } {
  const [state, setState] = useState<ShapesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadWorldShapes().then(
      (shapes) => { if (current) setState({ status: 'loaded', shapes }); },
      () => { if (current) setState({ status: 'failed' }); },
    );
    return () => { current = false; };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
