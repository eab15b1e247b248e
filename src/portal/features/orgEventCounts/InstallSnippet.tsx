import { Link } from 'react-router-dom';
import { collectorBaseUrl } from '@/api/client';
import { paths } from '@/app/paths';
import { CodeBlock } from '@/portal/shared/CodeBlock';
import { nodeSnippet } from '@/portal/shared/installCode/scriptSnippets';

/** Install steps for Node.js (Express) with the app's collector token filled in, and a link to other languages. */
export function InstallSnippet({ collectorToken }: { collectorToken: string }) {
  const steps = nodeSnippet({ token: collectorToken, collectorUrl: collectorBaseUrl() });
  return (
    <div className="account-install">
      <h5 className="account-install__title">Install in a Node.js (Express) API</h5>
      <ol className="account-install__steps">
        {steps.map((step, index) => (
          <li key={step.title}>
            {step.title}
            {step.code ? <CodeBlock code={step.code} caption={step.file ?? step.language} label={`Node.js step ${index + 1} code`} /> : null}
          </li>
        ))}
        <li>Send a few requests to your API, then refresh the counts above.</li>
      </ol>
      <p className="account-install__more">
        Another language or framework? <Link to={paths.docs}>See the implementation guides</Link>.
      </p>
    </div>
  );
}
