import { Link } from 'react-router-dom';
import { guidePath, sdkGuides } from '@/marketing/content/other/guides';
import { integrations } from '@/marketing/content/other/integrations';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { pricingModels } from '@/marketing/content/other/pricing';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

const billingProviders = integrations.filter((item) => item.tag === 'billing' && item.id !== 'zapier');

/** /implementation?flow=monetization: the four steps from raw API calls to invoices. */
export function MonetizationFlow() {
  useOtherPage(otherMeta.implementationMonetization);
  return (
    <>
      <PageIntro
        eyebrow="Usage-based billing setup"
        title="Set up usage-based billing for your API"
        lead="Four steps from API calls to invoices. Your billing provider keeps customers, invoices and payments; Apiscope meters usage and reports it."
      />
      <div className="op-section">
        <div className="op-narrow op-prose">
          <ol className="op-steps">
            <li>
              <h2>Send API calls</h2>
              <p>Install an SDK or gateway plugin and point it at your collector.</p>
              <ul>
                {sdkGuides.map((guide) => (
                  <li key={guide.id}>
                    <Link to={`${guidePath(guide.id)}?useCase=monetization`}>{guide.language}</Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <h2>Identify the paying company on every call</h2>
              <p>Meters count usage per company, so each event needs the company_id of the account you invoice, and ideally the subscription id from your billing provider.</p>
            </li>
            <li>
              <h2>Create a billing meter</h2>
              <p>Choose what you charge for: call volume, payload size, compute time, unique users, or a numeric field such as tokens. Filter to the endpoints that are billable.</p>
              <ul>
                {pricingModels.map((model) => (
                  <li key={model.name}><strong>{model.name}:</strong> {model.body}</li>
                ))}
              </ul>
            </li>
            <li>
              <h2>Connect your billing provider</h2>
              <p>Usage is reported to {billingProviders.map((b) => b.name).join(', ')}, or to your own system through webhooks. Quotas can then block calls when a plan limit or prepaid balance is used up.</p>
              <p><Link to="/extensions/api-monetization">Billing integrations</Link></p>
            </li>
          </ol>
        </div>
      </div>
    </>
  );
}
