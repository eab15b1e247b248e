import { ButtonLink } from '@/components/Button';
import type { HeroContent, IntentKey } from '@/marketing/content/types';
import { DemoButton } from '@/marketing/dialogs/DemoButtons';
import { signupPath } from './signupPath';
import './Hero.css';

/** Props of {@link Hero}. */
export interface HeroProps {
  hero: HeroContent;
  intentKey: IntentKey;
}

/** The page's opening: eyebrow, the single h1, sub-headline, the two calls to action and a product picture. */
export function Hero({ hero, intentKey }: HeroProps) {
  return (
    <section className="mk-hero" aria-labelledby="mk-hero-title">
      <div className="mk-hero__inner">
        <div className="mk-hero__text">
          <p className="mk-hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="mk-hero-title" className="mk-hero__title">
            {hero.headline}
          </h1>
          <p className="mk-hero__subtitle">{hero.subheadline}</p>
          <div className="mk-hero__actions">
            <ButtonLink to={signupPath(intentKey)} size="large">
              Get Started Free
            </ButtonLink>
            <DemoButton label="Get a Demo" variant="secondary" size="large" />
          </div>
        </div>
        <img
          className="mk-hero__image"
          src={hero.image.src}
          alt={hero.image.alt}
          width={640}
          height={400}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
