import { useState } from 'react';
import { Link } from 'react-router-dom';
import { wantToKnowMore } from '@/marketing/content/homeSections';
import { featureLinks } from '@/marketing/layout/navigation';
import { pickRandom } from './pickRandom';
import './WantToKnowMore.css';

/** 'Want to know more?': three feature pages picked at random on each visit. */
export function WantToKnowMore() {
  const [links] = useState(() => pickRandom(featureLinks, wantToKnowMore.count));
  return (
    <section className="want-to-know-more" aria-labelledby="want-to-know-more-title">
      <h2 id="want-to-know-more-title" className="want-to-know-more__title">
        {wantToKnowMore.title}
      </h2>
      <p className="want-to-know-more__body">{wantToKnowMore.body}</p>
      <ul className="want-to-know-more__links">
        {links.map((link) => (
          <li key={link.href}>
            <Link className="want-to-know-more__link" to={link.href}>
              <span className="want-to-know-more__label">{link.label}</span>
              {link.description ? <span className="want-to-know-more__description">{link.description}</span> : null}
              <span className="want-to-know-more__arrow" aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
