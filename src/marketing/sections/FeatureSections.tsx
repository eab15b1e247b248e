import type { FeatureSectionContent } from '@/marketing/content/types';
import './FeatureSections.css';

/** Props of {@link FeatureSections}. */
export interface FeatureSectionsProps {
  sections: FeatureSectionContent[];
}

/** Feature sections with text and picture, alternating sides (the picture goes left on every second one). */
export function FeatureSections({ sections }: FeatureSectionsProps) {
  return (
    <>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={`mk-feature${index % 2 === 1 ? ' mk-feature--reversed' : ''}`}
          aria-labelledby={`${section.id}-title`}
        >
          <div className="mk-feature__inner">
            <div className="mk-feature__text">
              <h2 id={`${section.id}-title`} className="mk-feature__title">
                {section.title}
              </h2>
              <p className="mk-feature__body">{section.body}</p>
              <ul className="mk-feature__bullets">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            </div>
            <img
              className="mk-feature__image"
              src={section.image.src}
              alt={section.image.alt}
              width={640}
              height={400}
              loading="lazy"
            />
          </div>
        </section>
      ))}
    </>
  );
}
