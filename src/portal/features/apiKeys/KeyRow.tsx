import { useState } from 'react';
import type { ApiKey } from '@/api/apiKeys';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { appsText, creatorText, expiryText, isCollectorKind, kindLabel, lastUsedText, shortDate, statusLabel } from './apiKeysRules';

/** Props of {@link KeyRow}. */
export interface KeyRowProps {
  apiKey: ApiKey;
  appNames: Record<string, string>;
  /** Epoch ms "last used" is measured from. */
  now: number;
  revoking: boolean;
  /** The caller may revoke keys (demo organizations are read-only). */
  canRevoke: boolean;
  onRevoke: (key: ApiKey) => void;
}

/** One key: name, kind, scopes, apps, creator, dates and status, with Revoke (after a confirmation) while it is live. */
export function KeyRow({ apiKey, appNames, now, revoking, canRevoke, onRevoke }: KeyRowProps) {
  const [confirming, setConfirming] = useState(false);
  const scopes = apiKey.scopes.join(', ');
  return (
    <tr>
      <th scope="row" className="keys-table__name">{apiKey.name}</th>
      <td data-label="Kind">{kindLabel(apiKey.kind)}</td>
      <td data-label="Scopes" className="keys-table__scopes">
        {apiKey.scopes.length > 3 ? (
          <details>
            <summary>{apiKey.scopes.length} scopes</summary>
            {scopes}
          </details>
        ) : scopes}
      </td>
      <td data-label={isCollectorKind(apiKey.kind) ? 'App' : 'Apps'}>{appsText(apiKey, appNames)}</td>
      <td data-label="Creator" className="keys-table__creator">{creatorText(apiKey)}</td>
      <td data-label="Created"><time dateTime={apiKey.created_at}>{shortDate(apiKey.created_at)}</time></td>
      <td data-label="Last used">{apiKey.last_used_at ? <time dateTime={apiKey.last_used_at}>{lastUsedText(apiKey, now)}</time> : lastUsedText(apiKey, now)}</td>
      <td data-label="Expires">{apiKey.expires_at ? <time dateTime={apiKey.expires_at}>{expiryText(apiKey)}</time> : expiryText(apiKey)}</td>
      <td data-label="Status">
        <span className={`keys-status keys-status--${apiKey.status}`}>{statusLabel(apiKey.status)}</span>
        {apiKey.status_reason && apiKey.status !== 'revoked' ? <span className="keys-table__reason">{apiKey.status_reason}</span> : null}
      </td>
      <td className="keys-table__actions">
        {canRevoke && apiKey.status !== 'revoked' ? (
          <Button variant="ghost" disabled={revoking} onClick={() => setConfirming(true)} aria-label={`Revoke ${apiKey.name}`}>
            {revoking ? 'Revoking…' : 'Revoke'}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Revoke “${apiKey.name}”?`}
          content={isCollectorKind(apiKey.kind)
            ? 'It stops working at once: SDKs and gateways sending data with it will be refused until you give them a new key.'
            : 'It stops working at once: every script or service calling the API with it will be refused.'}
          confirmLabel="Revoke key"
          tone="danger"
          cancelLabel="Cancel"
          onConfirm={() => onRevoke(apiKey)}
        />
      </td>
    </tr>
  );
}
