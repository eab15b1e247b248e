/** Answers of the dashboard's tile searches in the server's shapes, and a count handler routing by tile. */
import type { AggregationResponse, SearchBody } from '@/api/search';
import type { CountAnswer, SearchRequest } from '../../../support/handlers/search';
import type { ApiFailure } from '../../../support/handlers/failure';

/** One period's figures as the server aggregates them. */
export interface PeriodFigures {
  calls: number;
  errors: number;
  p95: number | null;
  users: number;
  companies: number;
}

const period = ({ calls, errors, p95, users, companies }: PeriodFigures) => ({
  doc_count: calls,
  calls: { value: calls },
  errors: { doc_count: errors },
  latency: { values: { '95.0': p95 } },
  users: { value: users },
  companies: { value: companies },
});

/** The key numbers answer: the range and the previous period. */
export const keyNumbersAnswer = (current: PeriodFigures, previous: PeriodFigures): AggregationResponse => ({
  hits: { total: current.calls + previous.calls },
  aggregations: { periods: { buckets: { current: period(current), previous: period(previous) } } },
});

/** A chart answer: one bucket per time with the metrics by letter (and the failed calls for traffic). */
export const seriesAnswer = (buckets: { time: number; A?: number | null; B?: number | null; C?: number | null; errors?: number }[]): AggregationResponse => ({
  hits: { total: 0 },
  aggregations: {
    series: {
      buckets: buckets.map(({ time, A, B, C, errors }) => ({
        key: time,
        key_as_string: new Date(time).toISOString(),
        doc_count: A ?? 0,
        ...(A !== undefined ? { A: B === undefined ? { value: A } : { values: { '50.0': A } } } : {}),
        ...(B !== undefined ? { B: { values: { '90.0': B } } } : {}),
        ...(C !== undefined ? { C: { values: { '99.0': C } } } : {}),
        ...(errors !== undefined ? { errors: { doc_count: errors } } : {}),
      })),
    },
  },
});

/** An endpoint's figures in an endpoints answer. */
export interface EndpointFigures {
  verb: string;
  path: string;
  calls: number;
  errors?: number;
  p90?: number | null;
}

const endpointTree = (rows: EndpointFigures[], leaf: (row: EndpointFigures) => Record<string, unknown>) => {
  const verbs = [...new Set(rows.map((row) => row.verb))];
  return {
    doc_count: rows.reduce((sum, row) => sum + row.calls, 0),
    verbs: {
      buckets: verbs.map((verb) => ({
        key: verb,
        doc_count: rows.filter((row) => row.verb === verb).reduce((sum, row) => sum + row.calls, 0),
        paths: { buckets: rows.filter((row) => row.verb === verb).map((row) => ({ key: row.path, doc_count: row.calls, ...leaf(row) })) },
      })),
    },
  };
};

const endpointLeaf = (row: EndpointFigures) => ({ errors: { doc_count: row.errors ?? 0 }, latency: { values: { '90.0': row.p90 ?? null } } });

/** The endpoints answer: endpoints with a route template and endpoints known only by URI. */
export const endpointsAnswer = (routed: EndpointFigures[], unrouted: EndpointFigures[] = []): AggregationResponse => ({
  hits: { total: 0 },
  aggregations: { routed: endpointTree(routed, endpointLeaf), unrouted: endpointTree(unrouted, endpointLeaf) },
});

/** The errors answer: failed calls by status, then endpoint (with a route template). */
export const errorsAnswer = (byStatus: Record<string, EndpointFigures[]>): AggregationResponse => ({
  hits: { total: 0 },
  aggregations: {
    statuses: {
      buckets: Object.entries(byStatus).map(([status, rows]) => ({
        key: Number(status),
        doc_count: rows.reduce((sum, row) => sum + row.calls, 0),
        routed: endpointTree(rows, () => ({})),
        unrouted: endpointTree([], () => ({})),
      })),
    },
  },
});

/** A top users or companies answer. */
export const topAnswer = (rows: [string, number][]): AggregationResponse => ({
  hits: { total: 0 },
  aggregations: { top: { buckets: rows.map(([key, calls]) => ({ key, doc_count: calls })) } },
});

/** The tile a request body belongs to (or `total` for the count of everything kept). */
export type TileName = 'keyNumbers' | 'traffic' | 'latency' | 'endpoints' | 'errors' | 'users' | 'companies' | 'total';

/** Which tile sent a body. */
export function tileOf(body: SearchBody): TileName {
  const aggs = (body.aggs ?? {}) as Record<string, Record<string, unknown>>;
  if (aggs.periods) return 'keyNumbers';
  if (aggs.series) return (aggs.series.aggs as Record<string, unknown>).errors ? 'traffic' : 'latency';
  if (aggs.statuses) return 'errors';
  if (aggs.routed) return 'endpoints';
  if (aggs.top) return ((aggs.top.terms as { field: string }).field === 'user_id' ? 'users' : 'companies');
  return 'total';
}

/** What each tile answers: a response, a failure, or a function of the request. */
export type TileAnswers = Partial<Record<TileName, AggregationResponse | ApiFailure | ((request: SearchRequest) => AggregationResponse | ApiFailure)>>;

const EMPTY: AggregationResponse = { hits: { total: 0 } };

/** A count handler answer routing each request to its tile's answer (tiles not listed answer no data). */
export const byTile = (answers: TileAnswers): CountAnswer => (request) => {
  const answer = answers[tileOf(request.body)] ?? EMPTY;
  return typeof answer === 'function' ? answer(request) : answer;
};
