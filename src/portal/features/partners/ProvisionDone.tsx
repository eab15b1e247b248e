import { useEffect, useRef } from 'react';
import type { ProvisionResult } from '@/api/partners';
import { dashPath } from '@/app/paths';
import { ButtonLink } from '@/components/Button';

/** Props of {@link ProvisionDone}. */
export interface ProvisionDoneProps {
  result: ProvisionResult;
  /** Name of the linked organization, when the page knows it. */
  organizationName: string | null;
}

/** The end of provisioning: which organization now receives the partner's data, and the way to its dashboard. */
export function ProvisionDone({ result, organizationName }: ProvisionDoneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const organization = organizationName ?? (result.organization_created ? 'A new organization' : 'Your organization');
  return (
    <>
      <h2 ref={headingRef} className="partner-page__title" tabIndex={-1}>
        {result.display_name} is connected
      </h2>
      <p className="partner-page__text">
        {organization} now receives data from {result.display_name}.
      </p>
      <div className="partner-page__actions">
        <ButtonLink to={dashPath(result.organization_id, result.app_id)}>Go to your dashboard</ButtonLink>
      </div>
    </>
  );
}
