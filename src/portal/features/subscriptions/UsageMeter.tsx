import { useId } from 'react';
import type { Subscription } from '@/api/subscription';
import { formatCount, formatDate, formatPercent, usageLevel, usagePercent } from './subscriptionRules';
import './UsageMeter.css';

/** The note under the bar: none below the notification threshold. */
function levelNote(level: ReturnType<typeof usageLevel>, notifyAt: number): string | null {
  if (level === 'over') return 'The event quota is used up: new events are refused until the next period or a larger plan.';
  if (level === 'warning') return `Usage has reached your notification threshold of ${notifyAt} %.`;
  return null;
}

/**
 * Events used this quota period against the plan's quota: the numbers as text and a progress bar whose
 * accessible value says the same, with a note once usage passes the notification threshold or the quota.
 */
export function UsageMeter({ subscription }: { subscription: Subscription }) {
  const id = useId();
  const { events_used: used, event_quota: quota, cf_event_quota_notification_percentage: notifyAt } = subscription;
  const percent = usagePercent(used, quota);
  const level = usageLevel(percent, notifyAt);
  const summary = `${formatCount(used)} of ${formatCount(quota)} events (${formatPercent(percent)})`;
  const note = levelNote(level, notifyAt);
  return (
    <div className={`subscription-usage subscription-usage--${level}`}>
      <p className="subscription-usage__label" id={`${id}-label`}>
        Events used since {formatDate(subscription.quota_period_start)}
      </p>
      <p className="subscription-usage__numbers" aria-hidden="true">
        <span className="subscription-usage__used">{formatCount(used)}</span> of {formatCount(quota)} events
        <span className="subscription-usage__percent"> ({formatPercent(percent)})</span>
      </p>
      <div
        className="subscription-usage__track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={summary}
      >
        <div className="subscription-usage__bar" style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      {note && <p className="subscription-usage__note">{note}</p>}
    </div>
  );
}
