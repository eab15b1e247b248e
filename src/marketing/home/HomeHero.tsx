import type { AdParams } from '@/lib/adHeader';
import type { Intent } from '@/lib/intents';
import { ButtonLink } from '@/components/Button';
import { homeHero } from '@/marketing/content/home';
import { DemoButton } from '@/marketing/dialogs/DemoButtons';
import { adHeadings } from './adHeadings';
import './HomeHero.css';

/** Props of {@link HomeHero}. */
export interface HomeHeroProps {
  intent: Intent;
  /**
   * Ad-link parameters. Headline and subtitle follow H1 / H2, else the integration, else the language, else the
   * billing provider ({@link adHeadings}); without any of them the intent's copy.
   */
  ad: AdParams;
}

/** The home hero: intent- or ad-driven headline and subtitle, sign-up and demo calls to action, product picture. */
export function HomeHero({ intent, ad }: HomeHeroProps) {
  const fromAd = adHeadings(ad);
  const headline = fromAd.h1 ?? intent.signUpTitle;
  const subtitle = fromAd.h2 ?? intent.description;
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__text">
        <p className="home-hero__eyebrow">{homeHero.eyebrow}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {headline}
        </h1>
        <p className="home-hero__subtitle">{subtitle}</p>
        <div className="home-hero__actions">
          <ButtonLink size="large" to={`/signup?intent=${intent.key}`}>
            {homeHero.getStarted}
          </ButtonLink>
          <DemoButton size="large" variant="secondary" label={homeHero.requestDemo} />
        </div>
        <p className="home-hero__note">{homeHero.trialNote}</p>
      </div>
      <div className="home-hero__picture">
        <img src={homeHero.image.src} alt={homeHero.image.alt} width={640} height={420} fetchPriority="high" />
      </div>
    </section>
  );
}
