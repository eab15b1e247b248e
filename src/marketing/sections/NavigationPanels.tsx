import { Link } from 'react-router-dom';
import type { NavigationPanelContent } from '@/marketing/content/pageTypes';
import './NavigationPanels.css';

/** Props of {@link NavigationPanels}. */
export interface NavigationPanelsProps {
  panels: NavigationPanelContent[];
  /** Accessible name of the panel group. */
  label: string;
}

/** Large panels that lead to deeper pages (infrastructure, security, implementation, privacy). */
export function NavigationPanels({ panels, label }: NavigationPanelsProps) {
  return (
    <nav className="mk-panels" aria-label={label}>
      <ul className="mk-panels__list">
        {panels.map((panel) => (
          <li key={panel.path} className="mk-panels__panel">
            <h2 className="mk-panels__title">{panel.title}</h2>
            <p className="mk-panels__body">{panel.body}</p>
            <Link className="button button--secondary" to={panel.path}>
              {panel.linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
