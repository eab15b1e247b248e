import { Link } from 'react-router-dom';
import { onboardingPath } from '@/app/paths';

/** Props of {@link NoDataPanel}. */
export interface NoDataPanelProps {
  /** False in the read-only demo organization, where nobody can set up an integration. */
  canSetUp: boolean;
}

/** Shown when the app has never received an event: how to send some. */
export function NoDataPanel({ canSetUp }: NoDataPanelProps) {
  return (
    <div className="dashboard-empty" role="status">
      <h2>No API calls yet</h2>
      <p>
        This app has not received any events. Install an SDK or gateway plugin with the app&apos;s collector token and
        call your API: the dashboard fills within seconds.
      </p>
      {canSetUp ? <Link to={onboardingPath()}>Set up the integration</Link> : null}
    </div>
  );
}
