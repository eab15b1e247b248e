import { Link } from 'react-router-dom';
import { CodeBlock } from '@/portal/shared/CodeBlock';
import { guidePathOf, type IntegrationEntry } from './integrationCatalog';
import { installCodeFor, type InstallTarget } from '@/portal/shared/installCode/installCode';

/** Props of {@link InstallSteps}. */
export interface InstallStepsProps {
  integration: IntegrationEntry;
  target: InstallTarget;
}

/**
 * The numbered install steps of an entry with the app's token and this server's collector written in. Entries
 * without verified code say so and show the HTTP API instead of a configuration nobody has checked.
 */
export function InstallSteps({ integration, target }: InstallStepsProps) {
  const { verified, steps } = installCodeFor(integration.id, target);
  const guide = guidePathOf(integration);
  return (
    <div className="onboarding-install__steps">
      {verified ? null : (
        <p className="onboarding-install__unverified">
          We have not verified {integration.name} with the Apiscope collector yet, so no {integration.name} configuration
          is shown here. Anything that can make an HTTP request can send API calls with the HTTP API below,
          and <Link to={guide}>the implementation guides</Link> cover the SDKs that work today.
        </p>
      )}
      <ol className="onboarding-install__list">
        {steps.map((step, index) => (
          <li key={step.title} className="onboarding-install__step">
            <p className="onboarding-install__step-title">{step.title}</p>
            {step.code ? (
              <CodeBlock
                code={step.code}
                caption={step.file ?? step.language}
                label={`${integration.name} step ${index + 1} code`}
              />
            ) : null}
          </li>
        ))}
      </ol>
      {verified && integration.guide ? (
        <p className="onboarding-install__guide">
          <Link to={guide}>Read the full {integration.name} guide</Link>
        </p>
      ) : null}
    </div>
  );
}
