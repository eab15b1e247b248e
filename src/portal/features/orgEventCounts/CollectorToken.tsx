import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { loadCollectorToken } from '@/portal/core/appTokensActions';
import { appTokenKey } from '@/portal/core/appTokensRules';
import { CopyButton } from '@/portal/shared/CopyButton';
import { InstallSnippet } from './InstallSnippet';
import './CollectorToken.css';

/** Props of {@link CollectorToken}. */
export interface CollectorTokenProps {
  orgId: string;
  appId: string;
  appName: string;
}

/**
 * 'Get collector token': asks the server for a write-only token for the app (kept in the app-tokens slice), then
 * shows it in a read-only field with a Copy button and the install code. A refusal is shown beside the button.
 */
export function CollectorToken({ orgId, appId, appName }: CollectorTokenProps) {
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const entry = useAppSelector((state) => state.appTokens?.[appTokenKey(orgId, appId, 'collector')]);
  const loading = entry?.status === 'loading';
  const token = entry?.status === 'loaded' ? entry.token : null;

  if (!token) {
    return (
      <div className="account-token__request">
        <Button
          variant="secondary"
          onClick={() => void dispatch(loadCollectorToken(orgId, appId))}
          disabled={loading}
          aria-label={`${loading ? 'Getting' : 'Get'} collector token for ${appName}`}
        >
          {loading ? 'Getting collector token…' : 'Get collector token'}
        </Button>
        {entry?.status === 'failed' ? (
          <p className="account-token__error" role="alert">
            The token could not be created: {entry.error?.message}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="account-token">
      <label className="account-token__label" htmlFor={fieldId}>
        Collector token for {appName}
      </label>
      <p className="account-token__hint" id={`${fieldId}-hint`}>
        Write-only: it can send API calls to this app but cannot read data. Keep it in your server&apos;s configuration.
      </p>
      <div className="account-token__row">
        <input
          id={fieldId}
          className="account-token__field"
          type="text"
          readOnly
          value={token}
          aria-describedby={`${fieldId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
        />
        <CopyButton text={token} label="Copy token" />
      </div>
      <InstallSnippet collectorToken={token} />
    </div>
  );
}
