import type { ReactNode } from 'react';
import './other.css';

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  /** Short label above the headline. */
  eyebrow?: string;
  /** The page's single h1. */
  title: string;
  /** Paragraph under the headline. */
  lead?: ReactNode;
  /** Calls to action or other content under the lead. */
  children?: ReactNode;
}

/** The opening band of an "other" page: eyebrow, the page's only h1, a lead paragraph and actions. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <div className="op-intro">
      <div className="op-container">
        {eyebrow ? <p className="op-intro__eyebrow">{eyebrow}</p> : null}
        <h1 className="op-intro__title">{title}</h1>
        {lead ? <p className="op-intro__lead">{lead}</p> : null}
        {children ? <div className="op-intro__actions">{children}</div> : null}
      </div>
    </div>
  );
}
