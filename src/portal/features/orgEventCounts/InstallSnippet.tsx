import { Link } from 'react-router-dom';
import { collectorBaseUrl } from '@/api/client';
import { paths } from '@/app/paths';
import { CopyButton } from '@/portal/shared/CopyButton';
import { NODE_INSTALL_COMMAND, expressSnippet } from './expressSnippet';

/** Install steps for Node.js (Express) with the app's collector token filled in, and a link to other languages. */
export function InstallSnippet({ collectorToken }: { collectorToken: string }) {
  const code = expressSnippet(collectorToken, collectorBaseUrl());
  return (
    <div className="account-install">
      <h5 className="account-install__title">Install in a Node.js (Express) API</h5>
      <ol className="account-install__steps">
        <li>
          Add the SDK: <code className="account-install__command">{NODE_INSTALL_COMMAND}</code>
        </li>
        <li>
          Add the middleware before your routes:
          {/* Focusable so keyboard users can scroll the code when it is wider than the screen. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre className="account-install__code" tabIndex={0} role="region" aria-label="Express set-up code">
            <code>{code}</code>
          </pre>
          <CopyButton text={code} label="Copy code" />
        </li>
        <li>Send a few requests to your API, then refresh the counts above.</li>
      </ol>
      <p className="account-install__more">
        Another language or framework? <Link to={paths.docs}>See the implementation guides</Link>.
      </p>
    </div>
  );
}
