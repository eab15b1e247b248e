/** The page registered under `name`, or undefined for a missing or unknown name (never an inherited property). */
export function pageByName<T>(pages: Record<string, T>, name: string | undefined): T | undefined {
  return name !== undefined && Object.hasOwn(pages, name) ? pages[name] : undefined;
}

/** Fetches the page registered under `name` in a table of on-demand pages; null for a missing or unknown name. */
export function loadPageByName<T>(loaders: Record<string, () => Promise<T>>, name: string | undefined): Promise<T | null> {
  const load = pageByName(loaders, name);
  return load ? load() : Promise.resolve(null);
}
