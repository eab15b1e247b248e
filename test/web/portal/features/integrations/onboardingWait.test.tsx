import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { accessTokenHandler } from '../../../support/handlers/accessTokens';
import { onboardHandler } from '../../../support/handlers/management';
import { organizationsHandler } from '../../../support/handlers/organizations';
import { searchResponse } from '../../../support/handlers/search';
import { checkHandlers, nothingYet, OWN_ORG, renderOnboarding, type CheckAnswers } from './onboardingFixtures';

const CALL = { request: { time: '2026-11-20T10:00:00Z', verb: 'GET', uri: 'https://api.example.com/items/42?x=1' }, response: { status: 200 }, user_id: 'user-1' };
const found = (): CheckAnswers => ({
  event: searchResponse(2, [CALL, CALL], { actions: { doc_count: 1 } }),
  userId: searchResponse(2, [CALL], { actions: { doc_count: 0 } }),
  companyId: searchResponse(0, [], { actions: { doc_count: 0 } }),
  user: searchResponse(1, [{ user_id: 'user-1', email: 'ada@example.com' }]),
  company: searchResponse(0),
});

const nextRound = () => act(() => jest.advanceTimersByTimeAsync(3000));
/** A checklist row by its title, as read out: "User profiles: found" or "User profiles: not yet". */
const checkItem = (title: string) =>
  within(screen.getByRole('list', { name: 'What has arrived' }))
    .getByText((_, element) => element?.tagName === 'P' && /^(.*): (found|not yet)$/.exec(element.textContent ?? '')?.[1] === title)
    .closest('li') as HTMLElement;

/** Every check of the first round has answered (none reads "Checking…"): the 3 s countdown starts from there. */
const firstRoundAnswered = () => waitFor(() => expect(screen.queryByText('Checking…')).not.toBeInTheDocument());

async function openWaitStep(answers: { current: CheckAnswers }) {
  const log = createRequestLog();
  server.use(organizationsHandler([OWN_ORG]), accessTokenHandler(), ...checkHandlers(answers, log));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = renderOnboarding();
  await user.click(await screen.findByRole('button', { name: /Wait for data/ }));
  await waitFor(() => expect(log.requests).toHaveLength(5));
  return { user, log, ...rendered };
}

describe('onboarding: wait for data', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    storeSignedInSession();
  });
  afterEach(() => jest.useRealTimers());

  it('searches the last 30 days at once and every 3 s, turns green when data lands and lists what was found', async () => {
    const answers = { current: nothingYet() };
    const { user, log, store } = await openWaitStep(answers);
    expect(await screen.findByText(/Waiting for the first API call to Orders API/)).toBeInTheDocument();
    await firstRoundAnswered();

    const events = log.requests.filter((request) => request.url.pathname === '/api/search/o1/search/events');
    expect(events).toHaveLength(3);
    events.forEach((request) => expect(Object.fromEntries(request.url.searchParams)).toEqual({ app_id: 'a1', from: '-30d', to: 'now' }));
    expect(events.map((request) => (request.body as { query: unknown }).query)).toEqual(
      expect.arrayContaining([{ match_all: {} }, { exists: { field: 'user_id' } }, { exists: { field: 'company_id' } }]),
    );
    events.forEach((request) =>
      expect(request.body).toMatchObject({
        size: 10,
        post_filter: { term: { event_type: 'api_call' } },
        aggs: { actions: { filter: { term: { event_type: 'user_action' } } } },
      }),
    );
    const profiles = log.requests.filter((request) => !request.url.pathname.endsWith('/events'));
    expect(profiles.map((request) => request.url.pathname).sort()).toEqual(['/api/search/o1/search/companies', '/api/search/o1/search/users']);
    profiles.forEach((request) => expect(request.url.searchParams.get('app_id')).toBe('a1'));
    expect(screen.queryByRole('button', { name: 'Go to your dashboard' })).not.toBeInTheDocument();

    answers.current = found();
    await nextRound();
    // The second round's five searches leave as the countdown ends and reach the server a few ticks later.
    await waitFor(() => expect(log.requests).toHaveLength(10));
    expect(await screen.findByText('Data is arriving in Orders API.')).toBeInTheDocument();
    expect(checkItem('API calls and user actions')).toHaveTextContent('2 API calls and 1 user action in the last 30 days.');
    expect(within(checkItem('API calls and user actions')).getByText('GET /items/42?x=1 → 200')).toBeInTheDocument();
    expect(checkItem('API calls linked to a user')).toHaveTextContent('2 API calls and 0 user actions carry a user id.');
    expect(checkItem('User profiles')).toHaveTextContent('User profiles: found');
    expect(checkItem('User profiles')).toHaveTextContent('1 user found.');
    expect(within(checkItem('User profiles')).getByText('user-1 (ada@example.com)')).toBeInTheDocument();
    expect(checkItem('Company profiles')).toHaveTextContent('Company profiles: not yet');
    expect(checkItem('Company profiles')).toHaveTextContent('Send company profiles');

    const patches = createRequestLog();
    server.use(onboardHandler('ok', patches));
    await user.click(screen.getByRole('button', { name: 'Go to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard of o1-a1' })).toBeInTheDocument();
    expect(patches.requests[0].url.pathname).toBe('/api/management/onboard/email%7Cu1');
    expect(store.getState().auth.profile?.user_metadata?.onboarded).toBe(true);
  });

  it('shows a failing search once, keeps checking, and clears the message when the search answers again', async () => {
    const restarting = { status: 503, message: 'Search is restarting' };
    const answers: { current: CheckAnswers } = { current: { ...nothingYet(), event: restarting, userId: restarting } };
    const { log } = await openWaitStep(answers);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Checking for data failed: Search is restarting');
    expect(alert).toHaveTextContent('We keep trying every 3 seconds.');
    await firstRoundAnswered();

    answers.current = found();
    await nextRound();
    // The second round's five searches leave as the countdown ends and reach the server a few ticks later.
    await waitFor(() => expect(log.requests).toHaveLength(10));
    expect(await screen.findByText('Data is arriving in Orders API.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts user and company profiles as present when the search reports Internal Server Error or all shards failed', async () => {
    const answers: { current: CheckAnswers } = {
      current: {
        ...nothingYet(),
        event: { status: 500, message: 'all shards failed' },
        user: { status: 500, message: 'Internal Server Error' },
        company: { status: 500, message: 'search_phase_execution_exception: all shards failed' },
      },
    };
    await openWaitStep(answers);
    await waitFor(() => expect(checkItem('User profiles')).toHaveTextContent('Profiles are present.'));
    expect(checkItem('Company profiles')).toHaveTextContent('Profiles are present.');
    expect(checkItem('API calls and user actions')).toHaveTextContent('Call your API once the code is in place');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops checking when the user leaves the step', async () => {
    const { user, log } = await openWaitStep({ current: nothingYet() });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(log.requests).toHaveLength(5);
  });
});
