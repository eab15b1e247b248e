import { useId, useState } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { requestCollectorToken } from '@/api/portal';
import { Button } from '@/components/Button';
import { GET_COLLECTOR_TOKEN } from './accountActions';
import { CopyButton } from './CopyButton';
import { InstallSnippet } from './InstallSnippet';
import './CollectorToken.css';

type TokenState = { status: 'hidden' } | { status: 'loading' } | { status: 'shown'; token: string };

/** Props of {@link CollectorToken}. */
export interface CollectorTokenProps {
  orgId: string;
  appId: string;
  appName: string;
}

/**
 * 'Get collector token': asks the server for a write-only token for the app, then shows it in a read-only field with
 * a Copy button and the install code. A failed request is reported by the error policy's toast.
 */
export function CollectorToken({ orgId, appId, appName }: CollectorTokenProps) {
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const [state, setState] = useState<TokenState>({ status: 'hidden' });

  const reveal = async () => {
    setState({ status: 'loading' });
    const result = await dispatch({
      types: GET_COLLECTOR_TOKEN.types,
      promise: () => requestCollectorToken(orgId, appId),
      meta: { orgId, appId },
    });
    const token = result.response?.data?.app_token;
    setState(!result.error && token ? { status: 'shown', token } : { status: 'hidden' });
  };

  if (state.status !== 'shown') {
    return (
      <Button
        variant="secondary"
        onClick={() => void reveal()}
        disabled={state.status === 'loading'}
        aria-label={`${state.status === 'loading' ? 'Getting' : 'Get'} collector token for ${appName}`}
      >
        {state.status === 'loading' ? 'Getting collector token…' : 'Get collector token'}
      </Button>
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
          value={state.token}
          aria-describedby={`${fieldId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
        />
        <CopyButton text={state.token} label="Copy token" />
      </div>
      <InstallSnippet collectorToken={state.token} />
    </div>
  );
}
