import { useState } from 'react';
import { customerLogos, type CustomerLogo } from '@/marketing/content/home';
import './LogoMarquee.css';

const GLYPHS: Record<CustomerLogo['shape'], string> = {
  circle: 'M10 2a8 8 0 1 1 0 16a8 8 0 1 1 0-16z',
  square: 'M3 3h14v14H3z',
  triangle: 'M10 2l8 15H2z',
  diamond: 'M10 1l9 9-9 9-9-9z',
};

function Wordmark({ logo }: { logo: CustomerLogo }) {
  return (
    <span className="logo-marquee__wordmark" style={{ color: logo.color }}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={GLYPHS[logo.shape]} fill="currentColor" />
      </svg>
      {logo.name}
    </span>
  );
}

/**
 * A slowly scrolling row of customer wordmarks (fictional example companies). It pauses on hover and with its
 * pause button, and stands still for visitors who prefer reduced motion.
 */
export function LogoMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <section className={['logo-marquee', paused ? 'logo-marquee--paused' : ''].filter(Boolean).join(' ')} aria-labelledby="logo-marquee-title">
      <h2 id="logo-marquee-title" className="logo-marquee__title">
        API teams that measure with Apiscope <span className="logo-marquee__note">(example companies)</span>
      </h2>
      <div className="logo-marquee__viewport">
        <div className="logo-marquee__track">
          <ul className="logo-marquee__list">
            {customerLogos.map((logo) => (
              <li key={logo.name}>
                <Wordmark logo={logo} />
              </li>
            ))}
          </ul>
          <ul className="logo-marquee__list logo-marquee__list--copy" aria-hidden="true">
            {customerLogos.map((logo) => (
              <li key={logo.name}>
                <Wordmark logo={logo} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="button" className="logo-marquee__toggle" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        {paused ? 'Play logo animation' : 'Pause logo animation'}
      </button>
    </section>
  );
}
