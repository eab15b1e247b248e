import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { keysPath } from '@/app/paths';
import { CodeBlock } from '@/portal/shared/CodeBlock';
import { curlForRequest } from '@/portal/shared/queryModel';
import { TILE_ORDER, TILE_TITLES, type DashboardRequests } from './dashboardRequests';
import type { TileId } from './tileRules';

/** Props of {@link DashboardAccessViaApi}. */
export interface DashboardAccessViaApiProps {
  orgId: string;
  appId: string;
  /** The requests the tiles send. */
  requests: DashboardRequests;
}

/**
 * "Access via API" for the dashboard (hidden until opened): a tile picker and the curl command that sends exactly
 * the chosen tile's search, with the dashboard's window and filters.
 */
export function DashboardAccessViaApi({ orgId, appId, requests }: DashboardAccessViaApiProps) {
  const pickerId = useId();
  const tiles = TILE_ORDER.filter((tile) => requests[tile] !== null);
  const [chosen, setChosen] = useState<TileId | null>(null);
  const tile = chosen && tiles.includes(chosen) ? chosen : tiles[0];
  const request = tile ? requests[tile] : null;
  if (!tile || !request) return null;
  const command = curlForRequest(request, { origin: window.location.origin, orgId, appId, endpoint: 'count' });
  return (
    <details className="query-api dashboard-api">
      <summary>Access via API</summary>
      <div className="dashboard-api__body">
        <p className="dashboard-api__hint">
          Each tile is one search of the app&apos;s events. Set <code>APISCOPE_TOKEN</code> to a management key with the{' '}
          <code>read:events</code> scope (<Link to={keysPath()}>API keys</Link>) and run the tile&apos;s command.
        </p>
        <label className="dashboard-api__picker" htmlFor={pickerId}>
          Tile
          <select id={pickerId} value={tile} onChange={(event) => setChosen(event.target.value as TileId)}>
            {tiles.map((id) => (
              <option key={id} value={id}>
                {TILE_TITLES[id]}
              </option>
            ))}
          </select>
        </label>
        <CodeBlock code={command} label={`curl command of the ${TILE_TITLES[tile]} tile`} caption="Shell" />
      </div>
    </details>
  );
}
