import { useEffect, useRef } from 'react';
import type { CreatedApiKey } from '@/api/apiKeys';
import { Button } from '@/components/Button';
import { CopyButton } from '@/portal/shared/CopyButton';
import { kindLabel } from './apiKeysRules';

/** Props of {@link SecretReveal}. */
export interface SecretRevealProps {
  created: CreatedApiKey;
  onDone: () => void;
}

/** The new key's secret, shown this once, with Copy and a clear warning that it cannot be shown again. */
export function SecretReveal({ created, onDone }: SecretRevealProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="keys-secret">
      <h3 className="keys-secret__title" ref={headingRef} tabIndex={-1}>
        {kindLabel(created.key.kind)} key “{created.key.name}” created
      </h3>
      <p className="keys-secret__warning" role="note">
        Copy this key now. You won’t see it again: Apiscope keeps only a record of it, so a lost key can only be revoked and replaced.
      </p>
      <label className="keys-secret__label" htmlFor="keys-secret-value">Your new key</label>
      <textarea id="keys-secret-value" className="keys-secret__value" readOnly value={created.secret} rows={4} spellCheck={false}
        onFocus={(event) => event.currentTarget.select()} />
      <div className="portal-form__actions">
        <CopyButton text={created.secret} label="Copy key" />
        <Button onClick={onDone}>I have copied it</Button>
      </div>
    </div>
  );
}
