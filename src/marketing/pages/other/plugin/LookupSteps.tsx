import { supportDesk } from '@/marketing/content/other/support';

/** The three steps of looking up a customer's API calls from a support ticket. */
export function LookupSteps() {
  return (
    <ol className="op-steps">
      {supportDesk.steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
