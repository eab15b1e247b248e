import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { App } from '@/app/App';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice, { selectOrganizations, selectSelection } from '@/portal/core/organizationsSlice';
import { Component as OrgSettingsRoute } from '@/portal/features/orgSettings/route';
import { createRequestLog } from '../../../support/apiRecorder';
import { makeProfile, makeSession, storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, DEMO_ORGANIZATION, PARTNER_ORG, organizationsHandler } from '../../../support/handlers/organizations';
import { failureResponse, isFailure, type ApiFailure } from '../../../support/handlers/failure';
import { makeRetention, retentionHandler } from '../../../support/handlers/auditLog';

appReducer.inject(organizationsSlice);

type RequestLog = ReturnType<typeof createRequestLog>;

const ORG: PortalOrganization = {
  ...ADA_ORG, allowed_identity_providers: ['email'], join_organization_policy: 'invite_only', mfa_enforced: false, organization_domain: null,
};

/** POST /api/portal/organizations/{id}: the organization with the posted settings (or a failure). */
const updateOrgHandler = (log: RequestLog, answer: 'ok' | ApiFailure = 'ok'): HttpHandler =>
  http.post('/api/portal/organizations/:orgId', async ({ request }) => {
    const { body } = await log.record(request);
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json({ ...ORG, ...(body as object) });
  });

/** DELETE /api/portal/organizations/{id}. */
const deleteOrgHandler = (log: RequestLog, answer: 'ok' | ApiFailure = 'ok'): HttpHandler =>
  http.delete('/api/portal/organizations/:orgId', async ({ request, params }) => {
    await log.record(request);
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json({ id: String(params.orgId), deleted: true, apps_deleted: 2, events_deleted: 10 });
  });

async function renderSettings(orgs: PortalOrganization[] = [ORG, PARTNER_ORG, DEMO_ORGANIZATION]) {
  storeSignedInSession(makeSession({ profile: makeProfile({ email: 'ada@example.com' }) }));
  server.use(organizationsHandler(orgs), retentionHandler(makeRetention()));
  const store = setupStore();
  await store.dispatch(loadOrganizations(null));
  const router = createMemoryRouter([
    { path: '/wrap/settings', Component: OrgSettingsRoute },
    { path: '/wrap/apps', element: <h1>Apps and organizations</h1> },
  ], { initialEntries: ['/wrap/settings'] });
  return { store, router, ...render(<App store={store} router={router} />) };
}

describe('organization settings (/wrap/settings)', () => {
  it('validates and saves name, domain, join policy, identity providers and two-factor enforcement', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(updateOrgHandler(log));
    const { store } = await renderSettings();
    const form = within(await screen.findByRole('form', { name: 'General' }));
    await user.clear(form.getByRole('textbox', { name: 'Organization name' }));
    await user.click(form.getByRole('radio', { name: 'Anyone with a verified e-mail on the domain' }));
    await user.click(form.getByRole('checkbox', { name: 'E-mail and password' }));
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(form.getByRole('textbox', { name: 'Organization name' })).toHaveAccessibleDescription('Enter a name for the organization.');
    expect(form.getByRole('textbox', { name: 'Organization domain' })).toHaveAccessibleDescription(expect.stringContaining('Enter the organization domain'));
    expect(form.getByText('Allow at least one way to sign in.')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Correct the highlighted fields, then save again.');
    expect(log.requests).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Organization name' }), 'Ada Labs');
    await user.type(form.getByRole('textbox', { name: 'Organization domain' }), 'not a domain');
    await user.click(form.getByRole('checkbox', { name: 'E-mail and password' }));
    await user.type(form.getByRole('textbox', { name: 'Provider id' }), 'Okta Inc');
    await user.click(form.getByRole('button', { name: 'Add provider' }));
    expect(form.getByRole('textbox', { name: 'Provider id' })).toHaveAccessibleDescription(expect.stringContaining('lower-case letters, digits and dashes'));
    await user.clear(form.getByRole('textbox', { name: 'Provider id' }));
    await user.type(form.getByRole('textbox', { name: 'Provider id' }), 'okta{enter}');
    expect(form.getByRole('checkbox', { name: 'okta' })).toBeChecked();
    await user.click(form.getByRole('checkbox', { name: 'Require two-factor sign-in' }));
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(form.getByRole('textbox', { name: 'Organization domain' })).toHaveAccessibleDescription(expect.stringContaining("'not a domain' is not a domain name"));
    await user.clear(form.getByRole('textbox', { name: 'Organization domain' }));
    await user.type(form.getByRole('textbox', { name: 'Organization domain' }), '@Ada.Example');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Organization settings saved.')).toBeInTheDocument();
    expect(log.requests[0].body).toEqual({
      name: 'Ada Labs', organization_domain: 'ada.example', join_organization_policy: 'domain_auto_join', allowed_identity_providers: ['email', 'okta'], mfa_enforced: true,
    });
    expect(selectOrganizations(store.getState())[0]).toMatchObject({ name: 'Ada Labs', mfa_enforced: true, apps: ORG.apps });
  });

  it("shows the server's refusal in place", async () => {
    const user = userEvent.setup();
    server.use(updateOrgHandler(createRequestLog(), { status: 401, message: 'Missing required scope(s): update:organizations' }));
    await renderSettings();
    const form = within(await screen.findByRole('form', { name: 'General' }));
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The settings could not be saved: Missing required scope(s): update:organizations');
  });

  it('lets an Owner delete the organization after typing its name, then selects another organization', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(deleteOrgHandler(log));
    const { store, router } = await renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete organization…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Are you sure?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Type the organization name to confirm' }), 'Ada Industrie');
    expect(dialog.getByRole('button', { name: 'Yes' })).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Type the organization name to confirm' }), 's');
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Apps and organizations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/apps');
    expect(log.requests[0].body).toEqual({ name: 'Ada Industries' });
    expect(selectOrganizations(store.getState()).map((org) => org.id)).toEqual(['o2', 'demo']);
    expect(selectSelection(store.getState())).toEqual({ orgId: 'o2', appId: 'p1' });
  });

  it('keeps the dialog open with the reason when the deletion is refused', async () => {
    const user = userEvent.setup();
    server.use(deleteOrgHandler(createRequestLog(), { status: 403, message: 'Only an Owner can delete the organization' }));
    await renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete organization…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Are you sure?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Type the organization name to confirm' }), 'Ada Industries');
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await dialog.findByText('The organization could not be deleted: Only an Owner can delete the organization')).toBeInTheDocument();
  });

  it('shows the settings read-only to a Member, and deletion only to Owners', async () => {
    await renderSettings([{ ...ORG, role: 'Member', organization_domain: 'ada.example', mfa_enforced: true }]);
    expect(await screen.findByText('Only Owners and Admins can change the organization settings; you can read them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Organization domain' })).toHaveValue('ada.example');
    expect(screen.getByRole('textbox', { name: 'Organization domain' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Require two-factor sign-in' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete organization…' })).not.toBeInTheDocument();
  });

  it('offers Admins the settings but not the deletion', async () => {
    await renderSettings([{ ...ORG, role: 'Admin' }]);
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete organization…' })).not.toBeInTheDocument();
  });

  it('says so when the user has no organization', async () => {
    await renderSettings([]);
    expect(await screen.findByText('No organization selected')).toBeInTheDocument();
  });
});
