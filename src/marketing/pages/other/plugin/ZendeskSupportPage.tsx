import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { supportDesk } from '@/marketing/content/other/support';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { LookupSteps } from './LookupSteps';
import { SupportRequestButton } from './SupportRequestButton';

const troubleshooting = [
  { problem: 'The sidebar says no user was found', fix: 'Your SDK identifies users by an id the help desk does not know. Send the user\'s email in the user profile, or identify users by email.' },
  { problem: 'The sidebar shows "Access is denied"', fix: 'The plugin token was revoked or belongs to another app. Create a new plugin token in App Setup and paste it into the app settings.' },
  { problem: 'Recent calls are missing', fix: 'Calls can take a few seconds to arrive. If they never appear, check that sampling or collection blocking is not excluding that user.' },
];

/** /plugin/zendesk (bare): the help page of the help-desk app, with a support-request form. */
export function ZendeskSupportPage() {
  useOtherPage(otherMeta.pluginZendesk);
  return (
    <main>
      <PageIntro
        eyebrow="Help-desk app support"
        title="Help with the Apiscope help-desk app"
        lead="How the app finds a requester's API calls, how to fix common setup problems, and how to reach us."
      >
        <SupportRequestButton />
      </PageIntro>
      <section className="op-section" aria-labelledby="op-zd-how">
        <div className="op-narrow op-prose">
          <h2 id="op-zd-how">How the app works</h2>
          <LookupSteps />
          <h2>Troubleshooting</h2>
          <dl>
            {troubleshooting.map((item) => (
              <div key={item.problem}>
                <dt><strong>{item.problem}</strong></dt>
                <dd>{item.fix}</dd>
              </div>
            ))}
          </dl>
          <p className="op-note">{supportDesk.privacy}</p>
        </div>
      </section>
    </main>
  );
}
