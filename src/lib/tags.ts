/** Tag naming rule (SPEC section 5): a name is taken when another tag already carries it. */

/** A tag as the API returns it: its id arrives as `id` or as `_id`. */
export interface TagLike {
  id?: string;
  _id?: string;
  name: string;
}

/** The id of a tag, whichever field carries it. */
export function tagId(tag: TagLike): string | undefined {
  return tag.id ?? tag._id;
}

/**
 * True when a tag other than the one being edited (`id`; omit it for a new tag) already has this name.
 * Names are compared after trimming surrounding spaces; case matters.
 */
export function isTagNameUsed(tags: readonly TagLike[], name: string, id?: string): boolean {
  const wanted = name.trim();
  return tags.some((tag) => tag.name.trim() === wanted && (id === undefined || tagId(tag) !== id));
}
