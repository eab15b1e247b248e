/**
 * A module that is fetched on demand (its own chunk) instead of with the page: `load()` starts the download once
 * and answers the module, `loaded()` answers it synchronously once it has arrived (so a component that is already
 * there renders without waiting). A failed download is forgotten, so the next `load()` tries again.
 */
export interface OnDemandModule<T> {
  /** The module if its chunk has arrived, else undefined. */
  loaded(): T | undefined;
  /** Fetches the chunk once; later calls share the same download. */
  load(): Promise<T>;
}

/** Wraps a dynamic import (`() => import('./Heavy')`) so it is fetched at most once and readable afterwards. */
export function onDemand<T>(importModule: () => Promise<T>): OnDemandModule<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => module,
    load() {
      loading ??= importModule().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
