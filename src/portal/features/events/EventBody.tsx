import { useState } from 'react';
import { Button } from '@/components/Button';
import { showBody, truncate } from './eventDetailRules';

/** Props of {@link EventBody}. */
export interface EventBodyProps {
  /** "Request body" or "Response body". */
  label: string;
  body: unknown;
  transferEncoding?: string;
}

/** A body pretty-printed (base64 text decoded), long ones cut with a button to show the rest. */
export function EventBody({ label, body, transferEncoding }: EventBodyProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = showBody(body, transferEncoding);
  if (!shown) return <p className="event-detail__none">No body</p>;
  const preview = expanded ? { text: shown.text, truncated: false } : truncate(shown.text);
  return (
    <div className="event-detail__body">
      {shown.kind === 'binary' ? <p className="event-detail__none">Binary data (base64)</p> : null}
      {/* Focusable so keyboard users can scroll wide bodies. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0} role="region" aria-label={label}>
        <code>{preview.text}</code>
      </pre>
      {preview.truncated ? (
        <Button variant="secondary" onClick={() => setExpanded(true)}>
          Show the whole body ({shown.text.length.toLocaleString('en-US')} characters)
        </Button>
      ) : null}
    </div>
  );
}
