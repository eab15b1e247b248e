import { CopyButton } from './CopyButton';
import './CodeBlock.css';

/** Props of {@link CodeBlock}. */
export interface CodeBlockProps {
  code: string;
  /** Names the block for assistive technology and its copy button, e.g. "Node.js code for app.js". */
  label: string;
  /** Shown above the code: the file it belongs in, or its language. */
  caption?: string;
}

/** Code to copy: a scrollable, keyboard-focusable block with its caption and a Copy button. */
export function CodeBlock({ code, label, caption }: CodeBlockProps) {
  return (
    <figure className="portal-code">
      <div className="portal-code__bar">
        {caption ? <figcaption className="portal-code__caption">{caption}</figcaption> : <span />}
        <CopyButton text={code} label="Copy" name={`Copy ${label}`} />
      </div>
      {/* Focusable so keyboard users can scroll code that is wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="portal-code__pre" tabIndex={0} role="region" aria-label={label}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
