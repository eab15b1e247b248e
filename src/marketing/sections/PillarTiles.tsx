import type { PillarContent } from '@/marketing/content/types';
import './PillarTiles.css';

/** Props of {@link PillarTiles}. */
export interface PillarTilesProps {
  pillars: PillarContent[];
}

/** A row of three or four short value statements right under the hero. */
export function PillarTiles({ pillars }: PillarTilesProps) {
  return (
    <section className="mk-pillars" aria-labelledby="mk-pillars-title">
      <h2 id="mk-pillars-title" className="visually-hidden">
        Highlights
      </h2>
      <ul className="mk-pillars__list">
        {pillars.map((pillar) => (
          <li key={pillar.title} className="mk-pillars__tile">
            <h3 className="mk-pillars__title">{pillar.title}</h3>
            <p className="mk-pillars__body">{pillar.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
