import { useState } from 'react';
import { Button } from '@/components/Button';
import './CopyButton.css';

/** Confirmation read out after a successful copy. */
export const COPIED_MESSAGE = 'Copied to clipboard.';
/** Shown when the browser refuses clipboard access. */
export const COPY_FAILED_MESSAGE = 'Copying failed: select the text and copy it yourself.';

async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** Visible button text, e.g. 'Copy token'. */
  label: string;
  /** Accessible name when several copy buttons share a label, e.g. 'Copy the app.js code'. */
  name?: string;
}

/** Copies text to the clipboard and confirms the outcome in a polite live region next to the button. */
export function CopyButton({ text, label, name }: CopyButtonProps) {
  const [message, setMessage] = useState('');
  const copy = async () => {
    setMessage('');
    setMessage((await writeToClipboard(text)) ? COPIED_MESSAGE : COPY_FAILED_MESSAGE);
  };
  return (
    <span className="portal-copy">
      <Button variant="secondary" onClick={() => void copy()} aria-label={name}>
        {label}
      </Button>
      <span className="portal-copy__status" role="status">
        {/* Nothing, not an empty text node (which Preact would render for ''), while there is no message. */}
        {message || null}
      </span>
    </span>
  );
}
