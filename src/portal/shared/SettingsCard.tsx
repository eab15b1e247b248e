import { useId, type ReactNode } from 'react';
import './SettingsCard.css';

/** Props of {@link SettingsCard}. */
export interface SettingsCardProps {
  /** The card's heading, also its accessible name. */
  title: string;
  /** Id of the heading, for a form inside that is named by it; generated when omitted. */
  titleId?: string;
  /** `danger` gives the card a red border, for deletions. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/**
 * One card of a settings screen (app or organization settings): a titled section holding one form or action. The
 * stylesheet also carries the screen, field, input and action-row classes those forms share (`settings-*`).
 */
export function SettingsCard({ title, titleId, tone = 'default', children }: SettingsCardProps) {
  const generated = useId();
  const headingId = titleId ?? `${generated}-title`;
  return (
    <section className={`settings-card${tone === 'danger' ? ' settings-card--danger' : ''}`} aria-labelledby={headingId}>
      <h2 className="settings-card__title" id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
