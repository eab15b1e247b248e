import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import '@/portal/shared/SettingsCard.css';
import { AppDetailsForm } from './AppDetailsForm';
import { loadAppConfig } from './appSettingsActions';
import { canEditApp } from './appSettingsRules';
import { configFor, selectAppConfigState } from './appConfigSlice';
import { DataCaptureForm } from './DataCaptureForm';
import { DefaultAppCard } from './DefaultAppCard';
import { DeleteAppCard } from './DeleteAppCard';
import { EndpointEncodingCard } from './EndpointEncodingCard';
import { SamplingForm } from './SamplingForm';
import './AppSettingsScreen.css';

/**
 * App settings (/wrap/app/{org}-{app}/settings): name, time zone and week start, the default app, data capture
 * (bodies, masking), sampling, endpoint encoding and deletion. Owners and Admins edit; other members read.
 */
export function AppSettingsScreen() {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedApp);
  const configState = useAppSelector(selectAppConfigState);
  const orgId = selected?.org.id;
  const appId = selected?.app.id;

  useEffect(() => {
    document.title = 'App settings — Apiscope';
  }, []);
  useEffect(() => {
    if (orgId && appId) void dispatch(loadAppConfig(orgId, appId));
  }, [dispatch, orgId, appId]);

  if (!selected || !orgId || !appId) return <PortalStatus kind="loading" title="Loading the app…" />;
  const { org, app } = selected;
  const canEdit = canEditApp(org);
  const config = configFor(configState, orgId, appId);

  let collection;
  if (configState.status === 'failed' && !config) {
    collection = (
      <PortalStatus kind="error" title="The app's collection settings could not be loaded" message={configState.error?.message}>
        <Button variant="secondary" onClick={() => void dispatch(loadAppConfig(orgId, appId))}>Retry</Button>
      </PortalStatus>
    );
  } else if (!config || isPending(configState)) {
    collection = <PortalStatus kind="loading" title="Loading the collection settings…" />;
  } else {
    collection = (
      <>
        <DataCaptureForm key={`capture ${orgId} ${appId}`} orgId={orgId} appId={appId} config={config} canEdit={canEdit} />
        <SamplingForm key={`sampling ${orgId} ${appId}`} orgId={orgId} appId={appId} config={config} canEdit={canEdit} />
      </>
    );
  }

  return (
    <section className="settings-screen" aria-labelledby="app-settings-title">
      <h1 id="app-settings-title" className="portal-page__title">App settings</h1>
      <p className="settings-screen__intro">{`${app.name} in ${org.name}.`}</p>
      {canEdit ? null : (
        <p className="settings-readonly">
          {org.demo ? 'The demo organization is read-only.' : 'Only Owners and Admins can change app settings; you can read them.'}
        </p>
      )}
      <AppDetailsForm key={`details ${orgId} ${appId}`} orgId={orgId} app={app} canEdit={canEdit} />
      <DefaultAppCard org={org} app={app} />
      {collection}
      <EndpointEncodingCard />
      {canEdit ? <DeleteAppCard org={org} app={app} /> : null}
    </section>
  );
}
