import { PROTOTYPE_SEGMENTS, SAFE_SEGMENT_PATTERN, type DiscoverySource } from './schemaFields';

/** One discovered key: the DSL field, its type, and how many non-null values were seen (as discoveryQuery answers). */
export interface DiscoveredKey {
  name: string;
  type: 'string' | 'number' | 'boolean';
  seen: number;
}

const SAFE_SEGMENT = new RegExp(`^${SAFE_SEGMENT_PATTERN}$`);
const isSafe = (key: string) => SAFE_SEGMENT.test(key) && !(PROTOTYPE_SEGMENTS as readonly string[]).includes(key);

/** The kind of a JSON value as discovery types it: null for null, objects apart, arrays and text as string. */
function kindOf(value: unknown): DiscoveredKey['type'] | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  return 'string';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON keys of sampled documents, one and two levels deep, with the rules of the embedded discovery statement
 * (discoveryQuery.ts): documents larger than `maxDocumentBytes` or not objects are skipped, keys the DSL would refuse
 * are left out, a key's type is the one kind its non-null values have (mixed kinds, arrays and objects at the second
 * level: string), keys only ever null are dropped; most frequent first, then by name, at most `limit` rows.
 * `documents` holds, per source, the JSON texts of its column.
 */
export function documentKeys(documents: Array<{ source: DiscoverySource; texts: Array<string | null> }>, maxDocumentBytes: number, limit: number): DiscoveredKey[] {
  const kinds = new Map<string, { kinds: Set<string>; seen: number }>();
  const add = (name: string, value: unknown) => {
    const kind = kindOf(value);
    const entry = kinds.get(name) ?? { kinds: new Set<string>(), seen: 0 };
    if (kind !== null) {
      entry.kinds.add(kind);
      entry.seen++;
    }
    kinds.set(name, entry);
  };
  for (const { source, texts } of documents) {
    const key = (k: string) => (source.lowercase ? k.toLowerCase() : k);
    for (const text of texts) {
      if (text === null || Buffer.byteLength(text) > maxDocumentBytes) continue;
      let doc: unknown;
      try {
        doc = JSON.parse(text);
      } catch {
        continue;
      }
      if (!isObject(doc)) continue;
      for (const [rawFirst, value] of Object.entries(doc)) {
        const first = key(rawFirst);
        if (!isSafe(first)) continue;
        if (!isObject(value)) {
          add(`${source.prefix}${first}`, value);
          continue;
        }
        for (const [rawSecond, inner] of Object.entries(value)) {
          const second = key(rawSecond);
          if (isSafe(second)) add(`${source.prefix}${first}.${second}`, isObject(inner) ? '' : inner);
        }
      }
    }
  }
  return [...kinds]
    .filter(([, entry]) => entry.seen > 0)
    .map(([name, entry]) => ({ name, type: (entry.kinds.size === 1 ? [...entry.kinds][0] : 'string') as DiscoveredKey['type'], seen: entry.seen }))
    .sort((a, b) => b.seen - a.seen || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, limit);
}
