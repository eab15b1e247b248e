import type { ReactNode } from 'react';
import { Button } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import type { TileEntry } from './appDashboardSlice';
import { tileFailureText } from './tileFailureRules';
import { useTileFilters } from './tileFilters';

/** What a loaded tile without data says. */
export interface TileEmptyText {
  title: string;
  message: string;
}

/** Props of {@link DashboardTile}. */
export interface DashboardTileProps {
  /** Names the tile's heading and its grid placement (`dashboard-tile--{id}`). */
  id: string;
  title: string;
  /** One line under the title, part of the tile's accessible name (what is counted, over which range). */
  subtitle: string;
  entry: TileEntry | undefined;
  onRetry: () => void;
  /** Set when the loaded answer has nothing to show. */
  empty: TileEmptyText | null;
  /** Links into the analysis screens, shown once loaded. */
  links?: ReactNode;
  /** The tile's content, rendered once loaded and not empty. */
  children: ReactNode;
}

/**
 * A dashboard tile: its heading and its own loading, error and empty states around its content. A failure shows the
 * server's reason with Try again; a search refused for the dashboard's filters says what to change, with Clear filters.
 */
export function DashboardTile({ id, title, subtitle, entry, onRetry, empty, links, children }: DashboardTileProps) {
  const { filtered, clearFilters } = useTileFilters();
  const headingId = `dashboard-${id}-title`;
  const subtitleId = `dashboard-${id}-subtitle`;
  const loaded = entry?.status === 'loaded';
  let body: ReactNode;
  if (entry?.status === 'failed') {
    const failure = tileFailureText(title, entry.error, filtered);
    body = (
      <PortalStatus kind="error" title={failure.title} message={failure.message}>
        {failure.refused && filtered ? (
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        ) : (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </PortalStatus>
    );
  } else if (!loaded) {
    body = <PortalStatus kind="loading" title="Counting…" />;
  } else if (empty) {
    body = <PortalStatus kind="empty" title={empty.title} message={empty.message} />;
  } else {
    body = children;
  }
  return (
    <section className={`dashboard-tile dashboard-tile--${id}`} aria-labelledby={`${headingId} ${subtitleId}`}>
      <div className="dashboard-tile__head">
        <h2 id={headingId} className="dashboard-tile__title">
          {title}
        </h2>
        <p id={subtitleId} className="dashboard-tile__subtitle">
          {subtitle}
        </p>
      </div>
      <div className="dashboard-tile__body">{body}</div>
      {loaded && links ? <div className="dashboard-tile__links">{links}</div> : null}
    </section>
  );
}
