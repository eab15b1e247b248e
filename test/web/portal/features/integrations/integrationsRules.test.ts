import { checkSummary, countOf } from '@/portal/features/integrations/checkText';
import { sampleLabels } from '@/portal/features/integrations/checkSamples';
import {
  CHECK_INTERVAL_MS,
  CHECK_WINDOW,
  checkResultOf,
  demoCheckResult,
  eventCheckBody,
  isToleratedSearchFailure,
  profileCheckBody,
  resultAfterToleratedFailure,
} from '@/portal/features/integrations/integrationsRules';

const hit = (source: unknown) => ({ _id: 'x', _source: source as never });

describe('integration check rules', () => {
  it('searches the last 30 days, 10 documents at a time, every 3 s', () => {
    expect(CHECK_WINDOW).toEqual({ from: '-30d', to: 'now' });
    expect(eventCheckBody('event').size).toBe(10);
    expect(profileCheckBody('user').size).toBe(10);
    expect(CHECK_INTERVAL_MS).toBe(3000);
  });

  it('splits API calls from actions, and limits the id checks to events carrying the id', () => {
    expect(eventCheckBody('event')).toMatchObject({
      query: { match_all: {} },
      post_filter: { term: { event_type: 'api_call' } },
      aggs: { actions: { filter: { term: { event_type: 'user_action' } } } },
    });
    expect(eventCheckBody('userId').query).toEqual({ exists: { field: 'user_id' } });
    expect(eventCheckBody('companyId').query).toEqual({ exists: { field: 'company_id' } });
  });

  it('reads counts from hits.total and the actions aggregation; data exists when either is non-zero', () => {
    expect(checkResultOf({ hits: { total: 0 }, aggregations: { actions: { doc_count: 0 } } })).toEqual({ dataExists: false, eventCount: 0, actionsCount: 0 });
    expect(checkResultOf({ hits: { total: 0 }, aggregations: { actions: { doc_count: 3 } } })).toEqual({ dataExists: true, eventCount: 0, actionsCount: 3 });
    expect(checkResultOf({ hits: { total: { value: 7 } } })).toEqual({ dataExists: true, eventCount: 7, actionsCount: 0 });
    expect(checkResultOf({})).toEqual({ dataExists: false, eventCount: 0, actionsCount: 0 });
  });

  it('tolerates Internal Server Error and all shards failed, counting user and company data as present', () => {
    expect(isToleratedSearchFailure('Internal Server Error')).toBe(true);
    expect(isToleratedSearchFailure('search_phase_execution_exception: all shards failed')).toBe(true);
    expect(isToleratedSearchFailure('Search is restarting')).toBe(false);
    expect(resultAfterToleratedFailure('user', null)).toEqual({ dataExists: true, eventCount: 0, actionsCount: 0 });
    expect(resultAfterToleratedFailure('company', null).dataExists).toBe(true);
    expect(resultAfterToleratedFailure('event', null).dataExists).toBe(false);
    expect(resultAfterToleratedFailure('userId', null).dataExists).toBe(false);
    const previous = { dataExists: true, eventCount: 4, actionsCount: 1 };
    expect(resultAfterToleratedFailure('event', previous)).toBe(previous);
  });

  it('gives the demo organization its fixed data: 200 hits, 100 profiles, 30 actions', () => {
    expect(demoCheckResult('event')).toEqual({ dataExists: true, eventCount: 200, actionsCount: 30 });
    expect(demoCheckResult('user')).toEqual({ dataExists: true, eventCount: 100, actionsCount: 0 });
    expect(demoCheckResult('companyId').eventCount).toBe(200);
  });

  it('labels what was found, distinct, newest first, at most five', () => {
    const call = (n: number) => hit({ request: { verb: 'POST', uri: `https://api.example.com/items/${n}` }, response: { status: 201 } });
    expect(sampleLabels('event', [call(1), call(1), call(2)])).toEqual(['POST /items/1 → 201', 'POST /items/2 → 201']);
    expect(sampleLabels('event', [1, 2, 3, 4, 5, 6].map(call))).toHaveLength(5);
    expect(sampleLabels('userId', [hit({ user_id: 'u1' }), hit({ user_id: 'u1' }), hit({})])).toEqual(['u1']);
    expect(sampleLabels('company', [hit({ company_id: 'c1', company_domain: 'acme.com' })])).toEqual(['c1 (acme.com)']);
    expect(sampleLabels('event', [hit({ request: { uri: 'not a url' } })])).toEqual(['GET not a url']);
  });

  it('words each result', () => {
    expect(countOf(1204, 'API call')).toBe('1,204 API calls');
    expect(countOf(1, 'user action')).toBe('1 user action');
    expect(checkSummary('event', null)).toBeNull();
    expect(checkSummary('event', { dataExists: false, eventCount: 0, actionsCount: 0 })).toBeNull();
    expect(checkSummary('companyId', { dataExists: true, eventCount: 1, actionsCount: 2 })).toBe('1 API call and 2 user actions carry a company id.');
    expect(checkSummary('company', { dataExists: true, eventCount: 3, actionsCount: 0 })).toBe('3 companies found.');
  });
});
