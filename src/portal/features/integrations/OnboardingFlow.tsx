import { useEffect, useRef, useState } from 'react';
import type { PortalOrganization } from '@/api/portal';
import { Button } from '@/components/Button';
import { DEFAULT_INTEGRATION_ID } from './integrationCatalog';
import { NameAppStep } from './NameAppStep';
import { OnboardingProgress, STEPS, type StepId } from './OnboardingProgress';
import { PickIntegrationStep } from './PickIntegrationStep';
import { WaitForDataStep } from './WaitForDataStep';

/** Props of {@link OnboardingFlow}. */
export interface OnboardingFlowProps {
  org: PortalOrganization;
  appId: string;
  appName: string;
  onFinish: () => void;
  finishing: boolean;
}

const NEXT_LABELS: Partial<Record<StepId, string>> = {
  app: 'Continue to the integration',
  integration: 'I have installed it: check for data',
};

/** The three steps for one app, one at a time, with Back and Continue; the step heading takes focus on each move. */
export function OnboardingFlow({ org, appId, appName, onFinish, finishing }: OnboardingFlowProps) {
  const [step, setStep] = useState<StepId>('app');
  const [integrationId, setIntegrationId] = useState(DEFAULT_INTEGRATION_ID);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const index = STEPS.findIndex((candidate) => candidate.id === step);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const go = (next: StepId) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <>
      <OnboardingProgress current={step} onSelect={go} />
      <section className="onboarding-step" aria-labelledby="onboarding-step-title">
        <h2 id="onboarding-step-title" className="onboarding-step__title" ref={headingRef} tabIndex={-1}>
          Step {index + 1} of {STEPS.length}: {STEPS[index].label}
        </h2>
        {step === 'app' ? <NameAppStep org={org} appId={appId} appName={appName} /> : null}
        {step === 'integration' ? (
          <PickIntegrationStep org={org} appId={appId} appName={appName} integrationId={integrationId} onIntegrationChange={setIntegrationId} />
        ) : null}
        {step === 'data' ? <WaitForDataStep org={org} appId={appId} appName={appName} onFinish={onFinish} finishing={finishing} /> : null}
        <div className="onboarding-step__actions">
          {index > 0 ? (
            <Button variant="ghost" onClick={() => go(STEPS[index - 1].id)}>
              Back
            </Button>
          ) : null}
          {NEXT_LABELS[step] ? <Button onClick={() => go(STEPS[index + 1].id)}>{NEXT_LABELS[step]}</Button> : null}
        </div>
      </section>
    </>
  );
}
