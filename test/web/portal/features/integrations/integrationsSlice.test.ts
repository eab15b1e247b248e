import { appReducer, resetAppState } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { runIntegrationCheck } from '@/portal/features/integrations/integrationCheck';
import { searchCheckUsers } from '@/portal/features/integrations/integrationsActions';
import integrationsSlice, { selectDataLanded, selectIntegrationChecks } from '@/portal/features/integrations/integrationsSlice';
import { server } from '../../../support/mswServer';
import { searchResponse } from '../../../support/handlers/search';
import { checkHandlers, nothingYet, type CheckAnswers } from './onboardingFixtures';

appReducer.inject(integrationsSlice);
const OWN = { id: 'o1', demo: false };

describe('integrations slice', () => {
  it('keeps each check’s result per app, and knows when the first data landed', async () => {
    const answers = { current: { ...nothingYet(), event: searchResponse(3, [], { actions: { doc_count: 0 } }) } as CheckAnswers };
    server.use(...checkHandlers(answers));
    const store = setupStore();
    await runIntegrationCheck(store.dispatch, OWN, 'a1');
    const checks = selectIntegrationChecks(store.getState(), 'o1', 'a1');
    expect(checks.event).toMatchObject({ status: 'loaded', error: null, result: { dataExists: true, eventCount: 3, actionsCount: 0 } });
    expect(checks.user).toMatchObject({ status: 'loaded', result: { dataExists: false } });
    expect(selectDataLanded(store.getState(), 'o1', 'a1')).toBe(true);
    expect(selectDataLanded(store.getState(), 'o1', 'a2')).toBe(false);
    expect(selectIntegrationChecks(store.getState(), 'o1', 'a2').event.status).toBe('idle');
  });

  it('keeps the last answer and error on screen while a re-check is under way', async () => {
    const answers = { current: { ...nothingYet(), user: { status: 503, message: 'Search is restarting' } } as CheckAnswers };
    server.use(...checkHandlers(answers));
    const store = setupStore();
    await runIntegrationCheck(store.dispatch, OWN, 'a1');
    expect(selectIntegrationChecks(store.getState(), 'o1', 'a1').user).toMatchObject({ status: 'failed', error: { message: 'Search is restarting', status: 503 } });

    answers.current = { ...nothingYet(), user: searchResponse(2, [{ user_id: 'u1' }]) };
    const pending = store.dispatch(searchCheckUsers('o1', 'a1'));
    expect(selectIntegrationChecks(store.getState(), 'o1', 'a1').user.error?.message).toBe('Search is restarting');
    await pending;
    expect(selectIntegrationChecks(store.getState(), 'o1', 'a1').user).toMatchObject({
      status: 'loaded',
      error: null,
      result: { dataExists: true, eventCount: 2 },
      samples: ['u1'],
    });
  });

  it('shows the demo organization its fixed data without searching', async () => {
    // No search handler: a search would fail the test (unhandled requests are errors).
    const store = setupStore();
    await runIntegrationCheck(store.dispatch, { id: 'demo', demo: true }, 'demodefault');
    const checks = selectIntegrationChecks(store.getState(), 'demo', 'demodefault');
    expect(checks.event.result).toEqual({ dataExists: true, eventCount: 200, actionsCount: 30 });
    expect(checks.company.result).toEqual({ dataExists: true, eventCount: 100, actionsCount: 0 });
  });

  it('is emptied on logout', async () => {
    server.use(...checkHandlers({ current: nothingYet() }));
    const store = setupStore();
    await runIntegrationCheck(store.dispatch, OWN, 'a1');
    store.dispatch(resetAppState());
    expect(store.getState().integrations).toEqual({});
  });
});
