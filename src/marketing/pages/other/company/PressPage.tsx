import { PARENT_COMPANY, pressReleases } from '@/marketing/content/other/company';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** /press: announcements, newest first; the banner's acquisition release is the first article. */
export function PressPage() {
  useOtherPage(otherMeta.press);
  return (
    <>
      <PageIntro
        eyebrow="Press"
        title="News and announcements"
        lead="Press enquiries: press@apiscope.dev. Customers with questions about an announcement can reach support through the usual channels."
      />
      <div className="op-section">
        <div className="op-narrow op-prose">
          <p className="op-note">
            {PARENT_COMPANY} is an example company name used in this edition of the site.
          </p>
          {pressReleases.map((release) => (
            <article key={release.id} id={release.id} aria-labelledby={`${release.id}-title`}>
              <h2 id={`${release.id}-title`}>{release.title}</h2>
              <p className="op-card__meta">
                <time dateTime={release.date}>{dateFormat.format(new Date(`${release.date}T00:00:00Z`))}</time>
              </p>
              <p><strong>{release.summary}</strong></p>
              {release.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </article>
          ))}
        </div>
      </div>
    </>
  );
}
