import { useSearchParams } from 'react-router-dom';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { FormEmbed } from '@/marketing/dialogs';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

const topics = [
  'Annual plans and event volumes above 5 million a month',
  'Security reviews, the SOC 2 Type 2 report and a signed DPA',
  'Usage-based billing design: meters, quotas and billing-provider setup',
  'Gateway and SDK rollout across many services',
];

/** /contact/sales: what sales can help with, and the contact form. */
export function ContactSalesPage() {
  useOtherPage(otherMeta.contactSales);
  const [params] = useSearchParams();
  const integration = params.get('integration') ?? '';
  return (
    <>
      <PageIntro
        eyebrow="Contact sales"
        title="Talk to the Apiscope team"
        lead="Tell us about your API and what you want to measure or bill. We usually reply within one business day."
      />
      <div className="op-section">
        <div className="op-container op-split">
          <section aria-labelledby="op-contact-form-title">
            <h2 id="op-contact-form-title" className="op-section__title">Send us a message</h2>
            <FormEmbed kind="contact" context={integration ? { page: '/contact/sales', integration } : { page: '/contact/sales' }} />
          </section>
          <section aria-labelledby="op-contact-topics-title" className="op-card">
            <h2 id="op-contact-topics-title">We can help with</h2>
            <ul>
              {topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
            <p>Need help with an existing account? Use Request support in the app.</p>
          </section>
        </div>
      </div>
    </>
  );
}
