import { ButtonLink } from '@/components/Button';
import type { CtaContent } from '@/marketing/content/types';
import { ChatWithExpertButton } from '@/marketing/dialogs/DemoButtons';
import { signupPath } from './signupPath';
import './CtaBand.css';

/** Props of {@link CtaBand}. */
export interface CtaBandProps {
  cta: CtaContent;
}

/** The closing call to action: sign up with the page's intent, or talk to an expert. */
export function CtaBand({ cta }: CtaBandProps) {
  return (
    <section className="mk-cta" aria-labelledby="mk-cta-title" data-intent={cta.intentKey}>
      <div className="mk-cta__inner">
        <h2 id="mk-cta-title" className="mk-cta__title">
          {cta.title}
        </h2>
        <p className="mk-cta__body">{cta.body}</p>
        <div className="mk-cta__actions">
          <ButtonLink to={signupPath(cta.intentKey)} size="large" className="mk-cta__primary">
            Get Started Free
          </ButtonLink>
          <ChatWithExpertButton variant="secondary" size="large" />
        </div>
      </div>
    </section>
  );
}
