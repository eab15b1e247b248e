import type { SearchLimits } from '../limits';
import { DslError } from './dslError';
import type { FieldRef } from './fields';

/** The limits the compiler enforces (see server/src/search/limits.ts). */
export type CompileLimits = Pick<SearchLimits, 'maxClauses' | 'maxJsonPathClauses' | 'maxValues' | 'maxFiltersEntries' | 'maxSortKeys' | 'maxSourcePaths'>;

/**
 * What is left of one request's compile-time allowance: query clauses, clauses on JSON paths and list values,
 * counted over query, post_filter and aggregations together. Exceeding one answers 400 naming the limit.
 */
export class CompileBudget {
  private clauses: number;
  private jsonPaths: number;
  private values: number;

  constructor(readonly limits: CompileLimits) {
    this.clauses = limits.maxClauses;
    this.jsonPaths = limits.maxJsonPathClauses;
    this.values = limits.maxValues;
  }

  /** Counts one clause (bool or leaf). */
  clause(): void {
    if (--this.clauses < 0) throw new DslError(`The search has more than ${this.limits.maxClauses} query clauses: combine values into terms lists or split the search`);
  }

  /** Counts a field used by a clause, sort key or aggregation; fields inside JSON documents have their own limit. */
  field(field: FieldRef): void {
    if (field.type === 'json' && --this.jsonPaths < 0) {
      throw new DslError(`The search uses JSON paths (metadata, headers, bodies) more than ${this.limits.maxJsonPathClauses} times: use fewer clauses on them`);
    }
  }

  /** Counts the values of a terms or ids list. */
  list(count: number): void {
    this.values -= count;
    if (this.values < 0) throw new DslError(`The search lists more than ${this.limits.maxValues} values in terms and ids together`);
  }
}
