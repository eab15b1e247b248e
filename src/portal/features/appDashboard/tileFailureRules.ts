/** What a failed tile says: the server's reason, and for a refused search (400) what to change. */
import type { PlainError } from '@/app/store/loadable';

/** A failed tile's words. */
export interface TileFailureText {
  title: string;
  /** The server's reason, then what to do about it. */
  message: string;
  /** True when the search was refused (400): asking again cannot help, changing the view can. */
  refused: boolean;
}

/**
 * The words of a failed tile. A search the server refuses (400, e.g. `Unsupported field "..."` or too many buckets)
 * keeps the server's reason and says how to fix it: change or remove the filter at fault (or clear the filters), or
 * choose a shorter range when there are none. Other failures keep the reason (the tile offers Try again).
 */
export function tileFailureText(title: string, error: PlainError | null, filtered: boolean): TileFailureText {
  const reason = error?.message ?? '';
  if (error?.status === 400) {
    const fix = filtered
      ? 'Change or remove the filter at fault in the filter bar above, or clear the filters.'
      : 'Choose a shorter range.';
    const sentence = reason === '' || /[.!?]$/.test(reason) ? reason : `${reason}.`;
    return {
      title: `${title}: the search refused ${filtered ? 'these filters' : 'this range'}`,
      message: sentence ? `${sentence} ${fix}` : fix,
      refused: true,
    };
  }
  return { title: `${title} could not be loaded`, message: reason, refused: false };
}
