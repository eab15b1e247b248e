import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { HEALTH_REFRESH_MS, checkPlatformHealth, type HealthCheck, type PlatformState } from './platformHealth';
import './StatusPage.css';

const LABELS: Record<PlatformState, string> = {
  operational: 'Operational',
  degraded: 'Degraded',
  unreachable: 'Unreachable',
};

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** /public-apis/status/dash: the live status of the Apiscope platform, checked from the visitor's browser. */
export function StatusPage() {
  useOtherPage(otherMeta.status);
  const [check, setCheck] = useState<HealthCheck | null>(null);
  const [checking, setChecking] = useState(true);

  const run = useCallback(async () => {
    setChecking(true);
    const next = await checkPlatformHealth();
    setCheck(next);
    setChecking(false);
  }, []);

  useEffect(() => {
    void run();
    const timer = window.setInterval(() => void run(), HEALTH_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [run]);

  return (
    <>
      <PageIntro
        eyebrow="Status"
        title="Apiscope platform status"
        lead="Checked live from your browser against the platform's health endpoint. This page never shows incidents that were not observed."
      />
      <div className="op-section">
        <div className="op-narrow">
          <section aria-labelledby="op-status-title" className="op-card" aria-busy={checking}>
            <h2 id="op-status-title">Web app and API</h2>
            <p role="status" className={`op-status op-status--${check?.state ?? 'checking'}`}>
              {check ? LABELS[check.state] : 'Checking…'}
            </p>
            {check ? <p>{check.detail}</p> : null}
            {check ? (
              <p className="op-card__meta">
                Last checked <time dateTime={check.checkedAt.toISOString()}>{timeFormat.format(check.checkedAt)}</time>
              </p>
            ) : null}
            <Button variant="secondary" onClick={() => void run()} disabled={checking}>
              Check again
            </Button>
          </section>
          <section aria-labelledby="op-thirdparty-title" className="op-section">
            <h2 id="op-thirdparty-title">Third-party API status</h2>
            <p>
              Status of third-party APIs is not published on this page yet. To watch the third-party APIs your own
              services depend on, capture outgoing calls with an SDK and alert on their error rate and latency.
            </p>
            <Link to="/solutions/track-third-party-api">Track third-party APIs</Link>
          </section>
        </div>
      </div>
    </>
  );
}
