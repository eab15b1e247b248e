import { CHECK_HINTS, CHECK_ORDER, CHECK_TITLES, checkSummary } from './checkText';
import type { AppChecks, IntegrationCheckState } from './integrationsSlice';
import './IntegrationChecklist.css';

function waitingText(check: IntegrationCheckState, hint: string): string {
  if (check.result) return hint;
  return check.error ? 'Not checked yet: the search failed (see above).' : 'Checking…';
}

/** The five checks of an app: found (with what), or still waiting (with what would fill it). */
export function IntegrationChecklist({ checks }: { checks: AppChecks }) {
  return (
    <ul className="onboarding-checks" aria-label="What has arrived">
      {CHECK_ORDER.map((kind) => {
        const check = checks[kind];
        const summary = checkSummary(kind, check.result);
        const found = summary !== null;
        return (
          <li key={kind} className={`onboarding-checks__item${found ? ' onboarding-checks__item--found' : ''}`}>
            <span className="onboarding-checks__mark" aria-hidden="true">
              {found ? '✓' : '…'}
            </span>
            <div className="onboarding-checks__body">
              <p className="onboarding-checks__title">
                {CHECK_TITLES[kind]}
                <span className="visually-hidden">{found ? ': found' : ': not yet'}</span>
              </p>
              {found ? (
                <p className="onboarding-checks__summary">{summary}</p>
              ) : (
                <p className="onboarding-checks__hint">{waitingText(check, CHECK_HINTS[kind])}</p>
              )}
              {check.samples.length > 0 ? (
                <ul className="onboarding-checks__samples" aria-label={`Latest ${CHECK_TITLES[kind].toLowerCase()}`}>
                  {check.samples.map((sample) => (
                    <li key={sample}>
                      <code>{sample}</code>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
