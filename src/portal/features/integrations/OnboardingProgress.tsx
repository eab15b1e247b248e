/** The flow's steps, in order. */
export const STEPS = [
  { id: 'app', label: 'Name your app' },
  { id: 'integration', label: 'Pick the integration' },
  { id: 'data', label: 'Wait for data' },
] as const;
/** One step of the flow. */
export type StepId = (typeof STEPS)[number]['id'];

/** Props of {@link OnboardingProgress}. */
export interface OnboardingProgressProps {
  current: StepId;
  onSelect: (step: StepId) => void;
}

/** Where the user is in the flow; every step can be opened directly (nothing in one step blocks another). */
export function OnboardingProgress({ current, onSelect }: OnboardingProgressProps) {
  return (
    <nav className="onboarding-progress" aria-label="Set-up steps">
      <ol className="onboarding-progress__list">
        {STEPS.map((step, index) => (
          <li key={step.id}>
            <button
              type="button"
              className="onboarding-progress__step"
              aria-current={step.id === current ? 'step' : undefined}
              onClick={() => onSelect(step.id)}
            >
              <span className="onboarding-progress__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.label}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
