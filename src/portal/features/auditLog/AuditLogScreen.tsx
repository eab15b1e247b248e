import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { selectOrganizations, selectOrganizationsState, selectSelection } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { AuditFilterBar } from './AuditFilterBar';
import { AuditTable } from './AuditTable';
import { ExportButton } from './ExportButton';
import { loadAuditLog, loadMoreAuditLog } from './auditLogActions';
import { filtersOf, type AuditFilterForm } from './auditLogRules';
import { selectAuditLogState } from './auditLogSlice';
import './AuditLogScreen.css';

/**
 * The audit log (/wrap/audit) of the selected organization: who did what, newest first, filtered by actor, action
 * and time, paged, and exported as CSV. Owners and Admins only; others are told so.
 */
export function AuditLogScreen() {
  const dispatch = useAppDispatch();
  const orgsState = useAppSelector(selectOrganizationsState);
  const orgs = useAppSelector(selectOrganizations);
  const selection = useAppSelector(selectSelection);
  const state = useAppSelector(selectAuditLogState);
  const org = orgs.find((candidate) => candidate.id === selection?.orgId) ?? orgs.find((candidate) => !candidate.demo) ?? null;
  const orgId = org?.id ?? null;
  const allowed = org !== null && !org.demo && (org.role === 'Owner' || org.role === 'Admin');

  useEffect(() => {
    document.title = 'Audit log — Apiscope';
  }, []);
  useEffect(() => {
    if (orgId && allowed) void dispatch(loadAuditLog(orgId, {}));
  }, [dispatch, orgId, allowed]);

  const apply = useCallback((form: AuditFilterForm) => {
    const parsed = filtersOf(form);
    if ('error' in parsed) return parsed.error;
    if (orgId) void dispatch(loadAuditLog(orgId, parsed.filters));
    return null;
  }, [dispatch, orgId]);

  if (orgsState.status === 'failed') return <PortalStatus kind="error" title="Your organizations could not be loaded" message={orgsState.error?.message} />;
  if (!org || !orgId) {
    return isPending(orgsState) ? <PortalStatus kind="loading" title="Loading your organizations…" />
      : <PortalStatus kind="empty" title="No organization selected" message="Create or join an organization to see its audit log." />;
  }

  const shown = state.orgId === orgId;
  let body;
  if (!allowed) {
    body = <PortalStatus kind="empty" title="Only Owners and Admins can read the audit log"
      message={org.demo ? 'The demo organization has no audit log.' : 'Ask an Owner or Admin of this organization if you need it.'} />;
  } else if (!shown || state.status === 'loading' || state.status === 'idle') {
    body = <PortalStatus kind="loading" title="Loading the audit log…" />;
  } else if (state.status === 'failed') {
    body = (
      <PortalStatus kind="error" title="The audit log could not be loaded" message={state.error?.message}>
        <Button variant="secondary" onClick={() => void dispatch(loadAuditLog(orgId, state.filters))}>Try again</Button>
      </PortalStatus>
    );
  } else if (state.records.length === 0) {
    const filtered = Object.keys(state.filters).length > 0;
    body = <PortalStatus kind="empty" title={filtered ? 'No records match these filters' : 'Nothing recorded yet'}
      message={filtered ? 'Change or clear the filters to see more.' : 'Sign-ins, team, key, settings and app changes appear here as they happen.'} />;
  } else {
    body = (
      <>
        <AuditTable records={state.records} />
        <div className="audit-screen__more">
          {state.more.status === 'failed' ? <p role="alert" className="audit-filters__error">More records could not be loaded: {state.more.error?.message}</p> : null}
          {state.nextCursor ? (
            <Button variant="secondary" disabled={state.more.status === 'loading'}
              onClick={() => void dispatch(loadMoreAuditLog(orgId, state.filters, state.nextCursor as string))}>
              {state.more.status === 'loading' ? 'Loading…' : 'Load older records'}
            </Button>
          ) : <p className="audit-screen__end">{state.records.length === 1 ? '1 record' : `${state.records.length} records`}, all shown.</p>}
        </div>
      </>
    );
  }

  return (
    <section className="audit-screen" aria-labelledby="audit-title">
      <div className="audit-screen__header">
        <h1 id="audit-title" className="portal-page__title">Audit log</h1>
        {allowed && shown && state.status === 'loaded' ? <ExportButton orgId={orgId} orgName={org.name} filters={state.filters} /> : null}
      </div>
      <p className="audit-screen__intro">Who did what in {org.name}: sign-ins, team and key changes, settings, apps and data deletion.</p>
      {allowed ? <AuditFilterBar actions={state.actions} onApply={apply} /> : null}
      {body}
    </section>
  );
}
