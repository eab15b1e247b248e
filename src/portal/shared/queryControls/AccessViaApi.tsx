import './QueryControls.css';
import { CodeBlock } from '@/portal/shared/CodeBlock';
import { curlFor, type QueryModel } from '@/portal/shared/queryModel';

/** Props of {@link AccessViaApi}. */
export interface AccessViaApiProps {
  model: QueryModel;
  orgId: string;
  appId: string;
  /** Include the view's date histogram (a time series screen); off by default. */
  timeSeries?: boolean;
}

/** "Access via API": the curl command that runs the current view's search (hidden until opened). */
export function AccessViaApi({ model, orgId, appId, timeSeries = false }: AccessViaApiProps) {
  const command = curlFor(model, { origin: window.location.origin, orgId, appId, endpoint: 'search' }, { timeSeries });
  return (
    <details className="query-api">
      <summary>Access via API</summary>
      <CodeBlock code={command} label="curl command for this view" caption="Shell" />
    </details>
  );
}
