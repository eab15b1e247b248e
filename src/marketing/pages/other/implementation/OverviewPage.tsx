import { Link } from 'react-router-dom';
import { COLLECTOR_BASE } from '@/marketing/content/other/guides';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

const endpoints: Array<[string, string]> = [
  ['POST /v1/events, /v1/events/batch', 'API calls: request, response, user, company and metadata'],
  ['POST /v1/actions, /v1/actions/batch', 'Custom actions such as "Signed Up" or "Clicked Upgrade"'],
  ['POST /v1/users, /v1/companies (and /batch)', 'Profiles, merged with what you sent before'],
  ['POST /v1/subscriptions (and /batch)', 'Billing subscriptions linked to companies'],
  ['GET /v1/config, /v1/rules', 'Sampling settings and governance rules the SDKs apply'],
];

/** /implementation/overview: how data gets from an SDK to Apiscope. */
export function OverviewPage() {
  useOtherPage(otherMeta.overview);
  return (
    <>
      <PageIntro
        eyebrow="Implementation"
        title="How Apiscope collects API data"
        lead="SDKs and gateway plugins capture each API call, batch the events and send them to the collector in the background."
      />
      <div className="op-section">
        <div className="op-narrow op-prose">
          <h2>The collector</h2>
          <p>
            Every SDK sends to one base address, <code>{COLLECTOR_BASE}</code>, with the header
            <code> X-Moesif-Application-Id</code> set to your collector application id. The collector uses the same
            wire format as the open-source Moesif SDKs, so those SDKs work once their base address points here.
            It accepts gzip or deflate bodies and answers 201 once data is stored.
          </p>
          <table className="op-table">
            <caption className="visually-hidden">Collector endpoints</caption>
            <thead><tr><th scope="col">Endpoint</th><th scope="col">What it receives</th></tr></thead>
            <tbody>
              {endpoints.map(([endpoint, body]) => (
                <tr key={endpoint}><td><code>{endpoint}</code></td><td>{body}</td></tr>
              ))}
            </tbody>
          </table>
          <h2>Keys</h2>
          <p>
            Collector application ids can only write events; keep them on your servers. The browser SDK uses a
            publishable id for the same purpose. Reading data back (dashboards, search, exports) uses management
            keys with explicit scopes, which can be limited to specific apps.
          </p>
          <h2>What is captured</h2>
          <p>
            Method, URL, headers, status, timing and, unless you turn it off, request and response bodies. Mask
            sensitive fields in the SDK before they leave your servers, or enable client-side encryption.
          </p>
          <p><Link to="/implementation">Choose an SDK</Link></p>
        </div>
      </div>
    </>
  );
}
