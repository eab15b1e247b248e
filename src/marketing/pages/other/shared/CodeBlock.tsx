import { useState } from 'react';
import type { CodeSample } from '@/marketing/content/other/types';
import './other.css';

/** A captioned code sample with a copy button. */
export function CodeBlock({ sample }: { sample: CodeSample }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sample.code);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <figure className="op-code">
      <figcaption className="op-code__caption">
        <span>{sample.caption}</span>
        <span className="op-code__language">{sample.language}</span>
        <button type="button" className="op-code__copy" onClick={copy}>
          {copied === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
      <pre className="op-code__pre">
        <code>{sample.code}</code>
      </pre>
      <p className="visually-hidden" aria-live="polite">
        {copied === 'copied' ? 'Code copied to the clipboard' : ''}
        {copied === 'failed' ? 'Copying failed: select the code and copy it manually' : ''}
      </p>
    </figure>
  );
}
