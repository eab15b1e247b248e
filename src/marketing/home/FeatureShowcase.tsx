import { useRef, useState } from 'react';
import type { BillingProvider } from '@/lib/adHeader';
import { SHOWCASE_SCROLL_OFFSET_PX } from '@/lib/constants';
import { Tabs } from '@/components/Tabs';
import { showcaseIntro, showcaseSteps, type ShowcaseStep } from '@/marketing/content/homeSections';
import { DESKTOP_QUERY, useMediaQuery } from '@/marketing/shared/useMediaQuery';
import { useActiveStep } from './useActiveStep';
import './FeatureShowcase.css';

const BILLING_NAMES: Record<BillingProvider, string> = {
  stripe: 'Stripe',
  chargebee: 'Chargebee',
  recurly: 'Recurly',
  zuora: 'Zuora',
};

/** The steps with the invoice option retitled for the billing provider an ad link named. */
export function stepsForBilling(billing: BillingProvider | undefined): ShowcaseStep[] {
  if (!billing) return showcaseSteps;
  const name = BILLING_NAMES[billing];
  return showcaseSteps.map((step) =>
    step.id !== 'monetize'
      ? step
      : {
          ...step,
          options: [
            step.options[0],
            { ...step.options[1], title: `Invoices through ${name}`, body: `Usage flows to ${name}, which stays the system of record. Customers see the same numbers in their own usage dashboard.` },
          ],
        },
  );
}

/** Props of {@link FeatureShowcase}. */
export interface FeatureShowcaseProps {
  /** Billing provider from an ad link; names it in the Monetize step. */
  billing?: BillingProvider;
}

/**
 * Five numbered steps (Analyze, Debug, Monetize, Govern, Monitor) with two options each. The active step follows
 * scrolling (5 once past the end) and one picture is shown at a time: the active step's chosen option. Choosing
 * an option makes its step active and, on screens at least 992 px wide, scrolls it into view 150 px below the top.
 */
export function FeatureShowcase({ billing }: FeatureShowcaseProps) {
  const steps = stepsForBilling(billing);
  const elements = useRef<Array<HTMLElement | null>>([]);
  const [active, setActive] = useActiveStep(elements, steps.length);
  const [chosen, setChosen] = useState<string[]>(() => steps.map((step) => step.options[0].id));
  const isDesktop = useMediaQuery(DESKTOP_QUERY);

  const shownStep = Math.min(active, steps.length - 1);
  const shownOption = steps[shownStep].options.find((option) => option.id === chosen[shownStep]) ?? steps[shownStep].options[0];

  const choose = (stepIndex: number, optionId: string) => {
    setChosen((current) => current.map((value, index) => (index === stepIndex ? optionId : value)));
    setActive(stepIndex);
    const element = elements.current[stepIndex];
    if (isDesktop && element) {
      const top = element.getBoundingClientRect().top + window.scrollY - SHOWCASE_SCROLL_OFFSET_PX;
      window.scrollTo({ top, behavior: 'smooth' });
    }
  };

  const picture = (
    <img key={shownOption.image.src} className="feature-showcase__image" src={shownOption.image.src} alt={shownOption.image.alt} width={640} height={420} />
  );

  return (
    <section className="feature-showcase" aria-labelledby="feature-showcase-title" data-active-step={active}>
      <h2 id="feature-showcase-title" className="feature-showcase__title">
        {showcaseIntro.title}
      </h2>
      <p className="feature-showcase__body">{showcaseIntro.body}</p>
      <div className="feature-showcase__layout">
        <ol className="feature-showcase__steps">
          {steps.map((step, stepIndex) => (
            <li
              key={step.id}
              ref={(element) => {
                elements.current[stepIndex] = element;
              }}
              data-step={stepIndex}
              className={['feature-showcase__step', stepIndex === active ? 'feature-showcase__step--active' : ''].filter(Boolean).join(' ')}
              aria-current={stepIndex === active ? 'step' : undefined}
            >
              <h3 className="feature-showcase__step-title">
                <span className="feature-showcase__number" aria-hidden="true">
                  {stepIndex + 1}
                </span>
                {step.name}
                <span className="feature-showcase__summary">{step.summary}</span>
              </h3>
              <Tabs
                label={`${step.name} options`}
                value={chosen[stepIndex]}
                onValueChange={(value) => choose(stepIndex, value)}
                tabs={step.options.map((option) => ({
                  value: option.id,
                  label: option.label,
                  content: (
                    <div className="feature-showcase__option">
                      <p className="feature-showcase__option-title">{option.title}</p>
                      <p className="feature-showcase__option-body">{option.body}</p>
                      {!isDesktop && stepIndex === shownStep ? picture : null}
                    </div>
                  ),
                }))}
              />
            </li>
          ))}
        </ol>
        {isDesktop ? <div className="feature-showcase__picture">{picture}</div> : null}
      </div>
      <div
        className="feature-showcase__end"
        data-step={steps.length}
        ref={(element) => {
          elements.current[steps.length] = element;
        }}
      />
    </section>
  );
}
