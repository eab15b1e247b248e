import { Link } from 'react-router-dom';
import { integrations } from '@/marketing/content/other/integrations';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { pricingModels } from '@/marketing/content/other/pricing';
import { CtaBand } from '@/marketing/sections/CtaBand';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { IntegrationCard } from './IntegrationCard';

/** /extensions/api-monetization: billing-provider integrations and how metering reaches invoices. */
export function ApiMonetizationPage() {
  useOtherPage(otherMeta.apiMonetization);
  return (
    <>
      <PageIntro
        eyebrow="API monetization"
        title="Bill for API usage through the provider you already use"
        lead="Apiscope meters usage per customer and reports it to your billing provider, which stays the system of record for invoices and payments."
      >
        <Link to="/implementation?flow=monetization">See the setup steps</Link>
      </PageIntro>
      <section className="op-section" aria-labelledby="op-billing-title">
        <div className="op-container">
          <h2 id="op-billing-title" className="op-section__title">Billing providers</h2>
          <ul className="op-grid">
            {integrations.filter((item) => item.tag === 'billing').map((item) => (
              <IntegrationCard key={item.id} integration={item} />
            ))}
          </ul>
        </div>
      </section>
      <section className="op-section op-section--soft" aria-labelledby="op-models-title">
        <div className="op-container">
          <h2 id="op-models-title" className="op-section__title">Pricing models you can offer</h2>
          <ul className="op-grid">
            {pricingModels.map((model) => (
              <li key={model.name} className="op-card">
                <h3>{model.name}</h3>
                <p>{model.body}</p>
              </li>
            ))}
          </ul>
          <p>Meters can count call volume, payload size, compute time, unique users or any numeric field in your events, and quotas can block calls when a plan limit or prepaid balance runs out.</p>
        </div>
      </section>
      <CtaBand
        cta={{ title: 'Start metering your API', body: 'Create a billing meter in minutes and test it against real traffic.', intentKey: 'growth' }}
      />
    </>
  );
}
