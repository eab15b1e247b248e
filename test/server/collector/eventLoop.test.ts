import { DuckDBAppender } from '@duckdb/node-api';
import * as loop from '../../../server/src/lib/yieldToLoop';
import { EVENTS_PER_YIELD } from '../../../server/src/collector/ingestService';
import { ROWS_PER_FLUSH, ROWS_PER_YIELD } from '../../../server/src/events/eventAppender';
import { signUpWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from './wireEvents';

describe('large batches do not hold the event loop', () => {
  // Parsed on the event loop (no normalising threads, as by default on 2 cores), so its yields are the ones counted.
  const { server } = useTestServer({ config: { collectorParseThreads: 0 } });
  afterEach(() => { jest.restoreAllMocks(); });

  it('normalises and appends a large batch in slices, yielding to the event loop between them', async () => {
    const user = await signUpWithApp(server.baseUrl);
    const events = 4_500;
    const yields = jest.spyOn(loop, 'yieldToLoop');
    const flushes = jest.spyOn(DuckDBAppender.prototype, 'flushSync');
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', {
      body: Array.from({ length: events }, () => apiEvent()), headers: { 'x-moesif-application-id': user.collectorToken },
    });
    expect(res.status).toBe(201);
    expect(res.body.accepted).toBe(events);
    const normaliseYields = Math.floor((events - 1) / EVENTS_PER_YIELD);
    const appendYields = Math.floor((events - 1) / ROWS_PER_YIELD);
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(normaliseYields + appendYields);
    expect(flushes.mock.calls.length).toBe(Math.ceil(events / ROWS_PER_FLUSH));
  });
});
