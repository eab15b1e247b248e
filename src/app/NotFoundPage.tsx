import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import './NotFoundPage.css';

const SUGGESTIONS = [
  { href: '/', label: 'Home', description: 'What Apiscope does, in two minutes' },
  { href: '/price', label: 'Pricing', description: 'Plans, the free trial and what counts as an event' },
  { href: '/implementation', label: 'Implementation guides', description: 'Install an SDK or a gateway plugin' },
  { href: '/features/api-analytics', label: 'API analytics', description: 'Usage by customer, endpoint and plan' },
  { href: '/contact/sales', label: 'Contact sales', description: 'Talk to someone about your API' },
];

/**
 * Shown for any URL the app does not know (the server answers such paths with HTTP 404 and this page).
 * Names the missing path and offers the pages people usually look for.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found — Apiscope';
  }, []);
  return (
    <div className="not-found">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__text">
        There is no page at <code className="not-found__path">{pathname}</code>. It may have moved, or the link may
        have a typo.
      </p>
      <h2 className="not-found__subtitle">Try one of these</h2>
      <ul className="not-found__links">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.href}>
            <Link to={suggestion.href}>{suggestion.label}</Link>
            <span className="not-found__description"> — {suggestion.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
