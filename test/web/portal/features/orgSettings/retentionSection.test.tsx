import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { App } from '@/app/App';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice from '@/portal/core/organizationsSlice';
import { Component as OrgSettingsRoute } from '@/portal/features/orgSettings/route';
import dataRetentionSlice, { selectDataRetentionState } from '@/portal/features/orgSettings/dataRetentionSlice';
import { createRequestLog } from '../../../support/apiRecorder';
import { makeProfile, makeSession, storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, organizationsHandler } from '../../../support/handlers/organizations';
import { makeRetention, retentionHandler, updateRetentionHandler } from '../../../support/handlers/auditLog';
import type { ApiFailure } from '../../../support/handlers/failure';

appReducer.inject(organizationsSlice);
appReducer.inject(dataRetentionSlice);

async function renderSettings(org: PortalOrganization = ADA_ORG) {
  storeSignedInSession(makeSession({ profile: makeProfile({ email: 'ada@example.com' }) }));
  server.use(organizationsHandler([org]));
  const store = setupStore();
  await store.dispatch(loadOrganizations(null));
  const router = createMemoryRouter([{ path: '/wrap/settings', Component: OrgSettingsRoute }], { initialEntries: ['/wrap/settings'] });
  return { store, ...render(<App store={store} router={router} />) };
}

describe('data retention on the organization settings screen', () => {
  it("shows the period and the plan's limit, refuses periods outside it, and saves a valid one", async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(retentionHandler(makeRetention()), updateRetentionHandler(null, log));
    const { store } = await renderSettings();
    const field = await screen.findByLabelText('Keep events for (days)', { exact: false });
    // The loaded period fills the field once the form is on screen (an effect, flushed after the frame on Preact).
    await waitFor(() => expect(field).toHaveValue('90'));
    expect(screen.getByText(/Your Free trial plan keeps events for up to 90 days/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(screen.getByText('Choose between 1 and 90 days: the Free trial plan keeps events for at most 90 days')).toBeInTheDocument();
    expect(log.requests).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'ten');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(screen.getByText('Enter a whole number of days')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Saved: events older than 30 days are deleted within the hour.')).toBeInTheDocument();
    expect(log.requests[0].body).toEqual({ retention_days: 30 });
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/retention');
    expect(selectDataRetentionState(store.getState()).settings).toMatchObject({ retention_days: 30, chosen_days: 30 });
  });

  it('shows a refusal from the server, and a load failure in place', async () => {
    const user = userEvent.setup();
    const refusal: ApiFailure = { status: 401, message: 'Missing required scope(s): update:organizations' };
    server.use(retentionHandler(makeRetention()), updateRetentionHandler(refusal));
    await renderSettings();
    const field = await screen.findByLabelText('Keep events for (days)', { exact: false });
    await waitFor(() => expect(field).toHaveValue('90'));
    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('The retention period could not be saved: Missing required scope(s): update:organizations')).toBeInTheDocument();
  });

  it('reads only, without a save button, for members who cannot edit', async () => {
    server.use(retentionHandler(makeRetention({ retention_days: 30, chosen_days: 30 })));
    await renderSettings({ ...ADA_ORG, role: 'Member' });
    expect(await screen.findByLabelText('Keep events for (days)', { exact: false })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save retention' })).not.toBeInTheDocument();
  });

  it('tells when the period cannot be loaded', async () => {
    server.use(retentionHandler({ status: 500, message: 'The database is busy' }));
    await renderSettings();
    expect(await screen.findByText('The retention period could not be loaded')).toBeInTheDocument();
  });
});
