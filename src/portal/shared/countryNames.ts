/** Country names in the reader's language, from the ISO 3166-1 alpha-2 codes the server stores. */

let displayNames: Intl.DisplayNames | null | undefined;

function names(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(undefined, { type: 'region', fallback: 'none' });
    } catch {
      displayNames = null;
    }
  }
  return displayNames;
}

const ISO_CODE = /^[A-Z]{2}$/;

/** The country's name (`US` → `United States`); the code itself when the browser does not know it. */
export function countryName(code: string): string {
  if (!ISO_CODE.test(code)) return code;
  try {
    return names()?.of(code) ?? code;
  } catch {
    return code;
  }
}
