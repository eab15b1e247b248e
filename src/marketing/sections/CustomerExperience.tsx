import type { CustomerExperienceContent } from '@/marketing/content/compareTypes';
import './CustomerExperience.css';

/** Props of {@link CustomerExperience}. */
export interface CustomerExperienceProps {
  content: CustomerExperienceContent;
}

/** What working with the Apiscope team is like: onboarding, support and solution engineering. */
export function CustomerExperience({ content }: CustomerExperienceProps) {
  return (
    <section className="mk-experience" aria-labelledby="mk-experience-title">
      <div className="mk-experience__inner">
        <div>
          <h2 id="mk-experience-title" className="mk-experience__title">
            {content.title}
          </h2>
          <p className="mk-experience__body">{content.body}</p>
          <ul className="mk-experience__points">
            {content.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <img
          className="mk-experience__image"
          src={content.image.src}
          alt={content.image.alt}
          width={640}
          height={400}
          loading="lazy"
        />
      </div>
    </section>
  );
}
