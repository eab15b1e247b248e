import { useId, useState, type FormEvent } from 'react';
import type { AppConfig } from '@/api/appSettings';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { saveAppConfig } from './appSettingsActions';
import {
  idRowErrors, mapToRows, rateError, regexConfigToRows, routeRowErrors, rowsToMap, rowsToRegexConfig, rowsValid, weightOfRate,
  type RateRow, type RateRowErrors,
} from './appSettingsRules';
import { saveOf, selectAppConfigState } from './appConfigSlice';
import { RateRows } from './RateRows';
import { SaveOutcome } from './SaveOutcome';

const FORM = 'sampling';

/** Props of {@link SamplingForm}. */
export interface SamplingFormProps {
  orgId: string;
  appId: string;
  config: AppConfig;
  canEdit: boolean;
}

interface RowErrors {
  users: RateRowErrors[];
  companies: RateRowErrors[];
  routes: RateRowErrors[];
}

/**
 * Sampling: the share of API calls the SDKs send, globally, per user, per company and per route. SDKs read it from
 * the collector's config; kept events carry a weight (100 / rate) so charts count them back.
 */
export function SamplingForm({ orgId, appId, config, canEdit }: SamplingFormProps) {
  const dispatch = useAppDispatch();
  const save = useAppSelector((state) => saveOf(selectAppConfigState(state), FORM));
  const id = useId();
  const [rate, setRate] = useState(String(config.sample_rate));
  const [users, setUsers] = useState<RateRow[]>(() => mapToRows(config.user_sample_rate));
  const [companies, setCompanies] = useState<RateRow[]>(() => mapToRows(config.company_sample_rate));
  const [routes, setRoutes] = useState<RateRow[]>(() => regexConfigToRows(config.regex_config));
  const [checked, setChecked] = useState(false);

  const rateProblem = rateError(rate);
  const rowErrors: RowErrors = { users: idRowErrors(users, 'user'), companies: idRowErrors(companies, 'company'), routes: routeRowErrors(routes) };
  const globalRate = rateProblem ? null : Number(rate.trim());

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (rateProblem || !rowsValid(rowErrors.users) || !rowsValid(rowErrors.companies) || !rowsValid(rowErrors.routes)) return;
    void dispatch(saveAppConfig(orgId, appId, {
      sample_rate: Number(rate.trim()),
      user_sample_rate: rowsToMap(users),
      company_sample_rate: rowsToMap(companies),
      regex_config: rowsToRegexConfig(routes, config.regex_config),
    }, FORM));
  }

  const invalid = checked && (rateProblem || ![rowErrors.users, rowErrors.companies, rowErrors.routes].every(rowsValid));
  return (
    <SettingsCard title="Sampling" titleId={`${id}-title`}>
      <p className="settings-card__text">
        SDKs keep this share of API calls and drop the rest before sending. A user&apos;s rate wins over their company&apos;s, which wins over a
        route&apos;s and the app&apos;s rate. Each kept call counts as 100 / rate calls in charts.
      </p>
      <form className="settings-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="settings-field">
          <label htmlFor={`${id}-rate`}>App sample rate (%)</label>
          <input id={`${id}-rate`} className="settings-input settings-input--short" value={rate} inputMode="numeric" disabled={!canEdit} autoComplete="off"
            onChange={(event) => setRate(event.target.value)} aria-invalid={checked && rateProblem ? true : undefined}
            aria-describedby={`${id}-rate-hint${checked && rateProblem ? ` ${id}-rate-error` : ''}`} />
          <p className="settings-field__hint" id={`${id}-rate-hint`}>
            {globalRate === null ? '0 to 100.' : globalRate === 0 ? 'No calls are sent.' : `Kept calls count ${weightOfRate(globalRate)}× in charts.`}
          </p>
          {checked && rateProblem ? <p className="settings-field__error" id={`${id}-rate-error`}>{rateProblem}</p> : null}
        </div>
        <RateRows legend="Per-user rates" hint="For the users listed, this rate replaces every other." keyLabel="User id" keyPlaceholder="user-1234"
          rows={users} errors={checked ? rowErrors.users : null} onChange={setUsers} disabled={!canEdit} />
        <RateRows legend="Per-company rates" hint="For the companies listed, this rate replaces the route and app rates." keyLabel="Company id" keyPlaceholder="acme-inc"
          rows={companies} errors={checked ? rowErrors.companies : null} onChange={setCompanies} disabled={!canEdit} />
        <RateRows legend="Per-route rates" hint="A regular expression on the route (such as ^/health or /v1/orders/.*); the first match applies."
          keyLabel="Route (regular expression)" keyPlaceholder="^/health" rows={routes} errors={checked ? rowErrors.routes : null} onChange={setRoutes} disabled={!canEdit} />
        {canEdit ? (
          <div className="settings-actions">
            <Button type="submit" disabled={save?.status === 'saving'}>{save?.status === 'saving' ? 'Saving…' : 'Save sampling'}</Button>
            {invalid ? <p className="settings-alert" role="alert">Correct the highlighted fields, then save again.</p> : (
              <SaveOutcome saving={save?.status === 'saving'} saved={save?.status === 'saved' ? 'Sampling saved. SDKs pick it up on their next batch.' : null}
                error={save?.status === 'failed' ? `Sampling could not be saved: ${save.error?.message ?? ''}` : null} />
            )}
          </div>
        ) : null}
      </form>
    </SettingsCard>
  );
}
