import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { App } from '@/app/App';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice from '@/portal/core/organizationsSlice';
import { Component as AuditRoute } from '@/portal/features/auditLog/route';
import auditLogSlice, { selectAuditLogState } from '@/portal/features/auditLog/auditLogSlice';
import { createRequestLog } from '../../../support/apiRecorder';
import { makeProfile, makeSession, storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, DEMO_ORGANIZATION, organizationsHandler } from '../../../support/handlers/organizations';
import { auditExportHandler, auditLogHandler, auditPage, makeAuditRecord } from '../../../support/handlers/auditLog';

appReducer.inject(organizationsSlice);
appReducer.inject(auditLogSlice);

async function renderAudit(orgs: PortalOrganization[] = [ADA_ORG, DEMO_ORGANIZATION]) {
  storeSignedInSession(makeSession({ profile: makeProfile({ user_id: 'email|u1', email: 'ada@example.com', name: 'Ada Lovelace' }) }));
  server.use(organizationsHandler(orgs));
  const store = setupStore();
  await store.dispatch(loadOrganizations(null));
  const router = createMemoryRouter([{ path: '/wrap/audit', Component: AuditRoute }], { initialEntries: ['/wrap/audit'] });
  return { store, ...render(<App store={store} router={router} />) };
}

describe('/wrap/audit', () => {
  it('lists records newest first with actor, address, action, object and details', async () => {
    const log = createRequestLog();
    server.use(auditLogHandler([auditPage([
      makeAuditRecord({ id: 'r2', action: 'member.role_changed', object: { type: 'member', id: 'email|u2' }, details: { from: 'Member', to: 'Admin' } }),
      makeAuditRecord(),
      makeAuditRecord({ id: 'r0', actor: { type: 'system', id: null, email: null }, ip: null, user_agent: null, action: 'retention.deleted', object: { type: 'events', id: null }, details: { events_deleted: 1200 } }),
    ])], log));
    await renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit log records, newest first' });
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/audit');
    expect(log.requests[0].url.searchParams.get('limit')).toBe('50');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('member.role_changed');
    expect(rows[0]).toHaveTextContent('from: Memberto: Admin');
    expect(rows[1]).toHaveTextContent('ada@example.com');
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('invite inv1');
    expect(rows[1]).toHaveTextContent('email: grace@example.com');
    expect(rows[2]).toHaveTextContent('Apiscope (scheduled)');
    expect(rows[2]).toHaveTextContent('events_deleted: 1200');
    expect(screen.getByText('3 records, all shown.')).toBeInTheDocument();
  });

  it('filters by actor, action and time range, and refuses a start after the end', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(auditLogHandler([auditPage([makeAuditRecord()]), auditPage([])], log));
    const { store } = await renderAudit();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Actor', { exact: false }), 'ada@');
    await user.selectOptions(screen.getByLabelText('Action'), 'key.created');
    await user.type(screen.getByLabelText('From'), '2026-03-02T10:00');
    await user.type(screen.getByLabelText('To'), '2026-03-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start must not be after the end');
    expect(log.requests).toHaveLength(1);
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-03T10:00');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No records match these filters')).toBeInTheDocument();
    const query = log.requests[1].url.searchParams;
    expect(query.get('actor')).toBe('ada@');
    expect(query.get('action')).toBe('key.created');
    expect(query.get('from')).toBe(new Date('2026-03-02T10:00').toISOString());
    expect(query.get('to')).toBe(new Date('2026-03-03T10:00').toISOString());
    expect(selectAuditLogState(store.getState()).filters).toEqual({ actor: 'ada@', action: 'key.created', from: query.get('from'), to: query.get('to') });
  });

  it('loads older records with the cursor and appends them', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(auditLogHandler([auditPage([makeAuditRecord()], 'c1'), auditPage([makeAuditRecord({ id: 'r9', action: 'auth.sign_in', object: null, details: {} })])], log));
    await renderAudit();
    await user.click(await screen.findByRole('button', { name: 'Load older records' }));
    expect(await screen.findByText('2 records, all shown.')).toBeInTheDocument();
    expect(log.requests[1].url.searchParams.get('cursor')).toBe('c1');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty state, and the error state with Try again', async () => {
    const user = userEvent.setup();
    server.use(auditLogHandler([{ status: 500, message: 'The database is busy' }, auditPage([])]));
    await renderAudit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loadedThe database is busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });

  it('downloads the CSV export of the filtered log', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => { created.push(blob); return 'blob:audit'; });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.use(auditLogHandler([auditPage([makeAuditRecord()])]), auditExportHandler('time,actor_type\r\n2026-03-01T10:00:00.000Z,user\r\n', log));
    await renderAudit();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/audit/export');
    expect(await created[0].text()).toBe('time,actor_type\r\n2026-03-01T10:00:00.000Z,user\r\n');
    click.mockRestore();
  });

  it('tells members who are not Owners or Admins that the log is not theirs, without calling it', async () => {
    const log = createRequestLog();
    server.use(auditLogHandler([auditPage([])], log));
    await renderAudit([{ ...ADA_ORG, role: 'Member' }]);
    expect(await screen.findByText('Only Owners and Admins can read the audit log')).toBeInTheDocument();
    expect(log.requests).toHaveLength(0);
  });
});
