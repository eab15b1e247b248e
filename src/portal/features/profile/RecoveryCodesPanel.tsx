import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/portal/shared/CopyButton';
import { recoveryCodesText } from './mfaRules';

/** Props of {@link RecoveryCodesPanel}. */
export interface RecoveryCodesPanelProps {
  codes: string[];
  /** The user saved the codes: the panel closes and they are gone for good. */
  onDone: () => void;
}

/** Downloads the codes as a text file. */
function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'apiscope-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once right after they were made, with copy and download. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = recoveryCodesText(codes);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mfa-codes" role="region" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="mfa-codes__title">
        Save your recovery codes
      </h3>
      <p className="profile-card__text">
        Each code signs you in once if you lose your authenticator. This is the only time they are shown: copy or
        download them and keep them somewhere safe.
      </p>
      <ol className="mfa-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="portal-form__actions mfa-codes__actions">
        <CopyButton text={text} label="Copy codes" />
        <Button variant="secondary" onClick={() => download(text)}>
          Download
        </Button>
        <Button onClick={onDone}>I saved my codes</Button>
      </div>
    </div>
  );
}
