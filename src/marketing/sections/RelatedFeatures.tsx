import { Link } from 'react-router-dom';
import type { RelatedLinkContent } from '@/marketing/content/types';
import './RelatedFeatures.css';

/** Props of {@link RelatedFeatures}. */
export interface RelatedFeaturesProps {
  links: RelatedLinkContent[];
}

/** Links to neighbouring feature and solution pages. */
export function RelatedFeatures({ links }: RelatedFeaturesProps) {
  return (
    <nav className="mk-related" aria-labelledby="mk-related-title">
      <div className="mk-related__inner">
        <h2 id="mk-related-title" className="mk-related__heading">
          Related features
        </h2>
        <ul className="mk-related__list">
          {links.map((link) => (
            <li key={link.path} className="mk-related__item">
              <Link className="mk-related__link" to={link.path}>
                {link.label}
              </Link>
              <p className="mk-related__description">{link.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
