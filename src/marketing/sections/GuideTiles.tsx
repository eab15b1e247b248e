import { Link } from 'react-router-dom';
import type { GuideTileContent } from '@/marketing/content/pageTypes';
import './GuideTiles.css';

/** Props of {@link GuideTiles}. */
export interface GuideTilesProps {
  title: string;
  guides: GuideTileContent[];
}

/** A grid of comparison guides, each tile a link to one compare page. */
export function GuideTiles({ title, guides }: GuideTilesProps) {
  return (
    <section className="mk-guides" aria-labelledby="mk-guides-title">
      <div className="mk-guides__inner">
        <h2 id="mk-guides-title" className="mk-guides__heading">
          {title}
        </h2>
        <ul className="mk-guides__grid">
          {guides.map((guide) => (
            <li key={guide.path} className="mk-guides__tile">
              <h3 className="mk-guides__title">
                <Link to={guide.path} className="mk-guides__link">
                  {guide.title}
                </Link>
              </h3>
              <p className="mk-guides__description">{guide.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
