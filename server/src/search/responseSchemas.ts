import { openObject } from '../http/schemaFragments';

/** One hit: the document id, its (filtered) source and the sort values for search_after. */
export const hitAnswer = {
  type: 'object',
  required: ['_id', '_source', 'sort'],
  properties: {
    _id: { type: 'string' },
    _source: { ...openObject, description: 'The event, user or company document (fields listed in the search README)' },
    sort: { type: 'array', description: 'Sort values of this hit; send them back as search_after for the next page' },
  },
} as const;

/** The Elasticsearch-shaped answer of every search and count (DESIGN "search results"). */
export const searchAnswer = {
  type: 'object',
  required: ['took', 'timed_out', 'hits'],
  properties: {
    took: { type: 'integer', description: 'Milliseconds spent' },
    timed_out: { type: 'boolean' },
    hits: {
      type: 'object',
      required: ['total', 'hits'],
      properties: {
        total: { type: 'integer', description: 'Matching documents' },
        hits: { type: 'array', items: hitAnswer },
      },
    },
    aggregations: { ...openObject, description: 'Results by aggregation name, when aggs were asked for' },
  },
} as const;

/** A user or company profile document (companies include `subscriptions[]`). */
export const profileDocumentAnswer = { ...openObject, description: 'The profile document, as in the _source of a profile search' } as const;

/** DELETE of a user or company. */
export const deletedAnswer = {
  type: 'object',
  required: ['deleted'],
  properties: { deleted: { type: 'boolean' } },
} as const;
