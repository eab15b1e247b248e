/** The page registered under `name`, or undefined for a missing or unknown name (never an inherited property). */
export function pageByName<T>(pages: Record<string, T>, name: string | undefined): T | undefined {
  return name !== undefined && Object.hasOwn(pages, name) ? pages[name] : undefined;
}
