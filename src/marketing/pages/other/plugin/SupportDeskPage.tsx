import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { supportDesk } from '@/marketing/content/other/support';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { LookupSteps } from './LookupSteps';
import { SupportRequestButton } from './SupportRequestButton';

/** /plugin/desk (bare): how support agents look up a customer's API calls from a ticket. */
export function SupportDeskPage() {
  useOtherPage(otherMeta.pluginDesk);
  return (
    <main>
      <PageIntro
        eyebrow="Apiscope for support desks"
        title="See a customer's API calls next to their ticket"
        lead="Stop asking customers for request ids and timestamps: the help-desk sidebar shows what their integration actually sent and received."
      >
        <SupportRequestButton label="Ask for help setting it up" />
      </PageIntro>
      <section className="op-section" aria-labelledby="op-desk-how">
        <div className="op-narrow op-prose">
          <h2 id="op-desk-how">How to look up a customer&apos;s API calls</h2>
          <LookupSteps />
          <h2>Set up</h2>
          <ol>
            {supportDesk.setup.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="op-note">{supportDesk.privacy}</p>
        </div>
      </section>
    </main>
  );
}
