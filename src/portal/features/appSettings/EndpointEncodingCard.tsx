import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { CopyButton } from '@/portal/shared/CopyButton';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { encodeUrl } from './appSettingsActions';
import { urlError } from './appSettingsRules';
import { selectEndpointEncoding } from './endpointEncodingSlice';

/**
 * The URL encoder (SPEC sections 3 and 5): the scheme and host of the API's base URL, URI-encoded, as gateway
 * plugins and API references to this app expect them. The path and query are dropped.
 */
export function EndpointEncodingCard() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectEndpointEncoding);
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = urlError(url);
    setError(invalid);
    if (!invalid) void dispatch(encodeUrl(url.trim()));
  }

  return (
    <SettingsCard title="Endpoint encoding" titleId={`${id}-title`}>
      <p className="settings-card__text">Encode your API&apos;s base URL for gateway plugins and links: only the scheme and host are kept.</p>
      <form className="settings-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="settings-field">
          <label htmlFor={`${id}-url`}>API base URL</label>
          <input id={`${id}-url`} className="settings-input" value={url} placeholder="https://api.example.com" inputMode="url" autoComplete="off"
            onChange={(event) => setUrl(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-url-error` : undefined} />
          {error ? <p className="settings-field__error" id={`${id}-url-error`}>{error}</p> : null}
        </div>
        <div className="settings-actions">
          <Button type="submit" variant="secondary" disabled={state.status === 'loading'}>{state.status === 'loading' ? 'Encoding…' : 'Encode URL'}</Button>
        </div>
      </form>
      {state.status === 'failed' ? <p className="settings-alert" role="alert">{`The URL could not be encoded: ${state.error?.message ?? ''}`}</p> : null}
      {state.status === 'loaded' && state.result ? (
        <dl className="settings-dl" aria-label="Encoded URL">
          <dt>Original</dt>
          <dd>{state.result.originalUrl}</dd>
          <dt>Encoded</dt>
          <dd>
            <code className="settings-code">{state.result.encodedUrl}</code>{' '}
            <CopyButton text={state.result.encodedUrl} label="Copy encoded URL" />
          </dd>
        </dl>
      ) : null}
    </SettingsCard>
  );
}
