import { Link } from 'react-router-dom';
import type { Integration } from '@/marketing/content/other/types';

/** One catalogue entry: name, platform, what it does and, when one exists, a link to its setup guide. */
export function IntegrationCard({ integration }: { integration: Integration }) {
  return (
    <li className="op-card" data-integration={integration.id}>
      <p className="op-card__meta">{integration.platform}</p>
      <h3>{integration.name}</h3>
      <p>{integration.description}</p>
      {integration.actions ? <p className="op-card__meta">Also sends user actions</p> : null}
      {integration.guidePath ? (
        <Link to={integration.guidePath}>
          Setup guide<span className="visually-hidden"> for {integration.name}</span>
        </Link>
      ) : (
        <Link to={`/contact/sales?integration=${integration.param}`}>
          Ask us about setup<span className="visually-hidden"> of {integration.name}</span>
        </Link>
      )}
    </li>
  );
}
