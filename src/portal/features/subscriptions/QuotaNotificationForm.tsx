import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import type { Subscription } from '@/api/subscription';
import { Button } from '@/components/Button';

import { notify } from '@/app/notifications/notificationsSlice';
import { setQuotaNotification } from '@/portal/core/orgSubscriptionsActions';
import { notificationChoices } from './subscriptionRules';

/** Props of {@link QuotaNotificationForm}. */
export interface QuotaNotificationFormProps {
  subscription: Subscription;
  /** Called after the server saved the new percentage. */
  onSaved: () => Promise<void>;
}

/**
 * The usage percentage at which the organization's admins get a quota e-mail: a choice and Save for those who may
 * change the subscription, the current value as text for everyone else. Saving confirms with a success toast.
 */
export function QuotaNotificationForm({ subscription, onSaved }: QuotaNotificationFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const current = subscription.cf_event_quota_notification_percentage;
  const [choice, setChoice] = useState(current);
  const [saving, setSaving] = useState(false);

  if (!subscription.can_update) {
    return (
      <p className="subscription-org__text">
        A notification e-mail is sent when usage reaches <strong>{current} %</strong> of the event quota.
      </p>
    );
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    const result = await dispatch(setQuotaNotification(subscription.id, choice));
    if (!result.error) {
      dispatch(notify({ kind: 'success' }));
      await onSaved();
    }
    setSaving(false);
  };

  return (
    <form className="subscription-notify" onSubmit={(event) => void save(event)}>
      <label className="subscription-notify__label" htmlFor={`${id}-percentage`}>
        Send a notification e-mail when usage reaches
      </label>
      <div className="subscription-notify__row">
        <select
          id={`${id}-percentage`}
          className="subscription-notify__select"
          value={choice}
          onChange={(event) => setChoice(Number(event.target.value))}
        >
          {notificationChoices(current).map((percentage) => (
            <option key={percentage} value={percentage}>
              {percentage} % of the event quota
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" disabled={saving || choice === current}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
