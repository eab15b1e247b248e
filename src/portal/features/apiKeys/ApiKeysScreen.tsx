import { useEffect, useMemo, useState } from 'react';
import type { ApiKey } from '@/api/apiKeys';
import { notify } from '@/app/notifications/notificationsSlice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { selectOrganizations, selectOrganizationsState, selectSelection } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { CreateKeyDialog } from './CreateKeyDialog';
import { KeysTable } from './KeysTable';
import { loadApiKeys, revokeApiKey } from './apiKeysActions';
import { availableKinds } from './apiKeysRules';
import { selectApiKeysState } from './apiKeysSlice';
import './ApiKeysScreen.css';

/**
 * The API keys screen (/wrap/keys) of the selected organization: its keys (every key for Owners and Admins, one's
 * own otherwise) with kind, scopes, apps, creator, dates and status; Revoke after a confirmation; Create a key with a
 * scope picker, its secret shown once.
 */
export function ApiKeysScreen() {
  const dispatch = useAppDispatch();
  const orgsState = useAppSelector(selectOrganizationsState);
  const orgs = useAppSelector(selectOrganizations);
  const selection = useAppSelector(selectSelection);
  const state = useAppSelector(selectApiKeysState);
  const [creating, setCreating] = useState(false);
  const org = orgs.find((candidate) => candidate.id === selection?.orgId) ?? orgs.find((candidate) => !candidate.demo) ?? null;
  const orgId = org?.id ?? null;
  const appNames = useMemo(() => Object.fromEntries((org?.apps ?? []).map((app) => [app.id, app.name])), [org]);

  useEffect(() => {
    document.title = 'API keys — Apiscope';
  }, []);

  useEffect(() => {
    if (orgId) void dispatch(loadApiKeys(orgId));
  }, [dispatch, orgId]);

  if (!org || !orgId) {
    return isPending(orgsState) ? (
      <PortalStatus kind="loading" title="Loading your organizations…" />
    ) : (
      <PortalStatus kind="empty" title="No organization selected" message="Create or join an organization to manage its API keys." />
    );
  }

  const shown = state.orgId === orgId;
  const canWrite = !org.demo;
  const canCreate = canWrite && shown && state.status === 'loaded' && availableKinds(state.grantableScopes).length > 0 && org.apps.length > 0;
  const revoke = async (key: ApiKey) => {
    const result = await dispatch(revokeApiKey(orgId, key.id));
    if (!result.error) dispatch(notify({ kind: 'success', message: `“${key.name}” was revoked: it no longer works.` }));
  };

  let body;
  if (!shown || (state.status !== 'failed' && isPending(state) && state.keys.length === 0)) {
    body = <PortalStatus kind="loading" title="Loading API keys…" />;
  } else if (state.status === 'failed') {
    body = (
      <PortalStatus kind="error" title="The API keys could not be loaded" message={state.error?.message}>
        <Button variant="secondary" onClick={() => void dispatch(loadApiKeys(orgId))}>Retry</Button>
      </PortalStatus>
    );
  } else if (state.keys.length === 0) {
    body = (
      <PortalStatus kind="empty" title="No API keys yet"
        message={canCreate ? 'Create a key to send data from your servers or to call the API from scripts.' : 'Keys you create appear here.'} />
    );
  } else {
    body = <KeysTable keys={state.keys} appNames={appNames} revoking={state.revoking} canRevoke={canWrite} onRevoke={(key) => void revoke(key)} />;
  }

  const defaultAppId = selection?.orgId === orgId ? selection.appId : org.apps[0]?.id ?? '';
  return (
    <section className="keys-screen" aria-labelledby="keys-screen-title">
      <div className="keys-screen__header">
        <h1 id="keys-screen-title" className="portal-page__title">API keys</h1>
        {canCreate ? <Button onClick={() => setCreating(true)}>Create key</Button> : null}
      </div>
      <p className="keys-screen__intro">
        {state.allKeys ? `Every key of ${org.name}.` : `The keys you created in ${org.name}.`} Management keys expire after one year unless you
        choose otherwise; a key stops working when it is revoked, expires, or its creator leaves or loses its scopes.
      </p>
      <section className="keys-card" aria-label="Keys">{body}</section>
      {canCreate ? (
        <CreateKeyDialog key={orgId} orgId={orgId} apps={org.apps} defaultAppId={defaultAppId} grantableScopes={state.grantableScopes}
          resources={state.resources} open={creating} onOpenChange={setCreating} />
      ) : null}
    </section>
  );
}
