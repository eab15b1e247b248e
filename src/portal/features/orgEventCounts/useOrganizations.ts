import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { requestOrganizations, type PortalOrganization } from '@/api/portal';
import { LOAD_ORGANIZATIONS } from './accountActions';

/** Loading state of the organization list. */
export type OrganizationsState =
  | { status: 'loading' }
  | { status: 'loaded'; organizations: PortalOrganization[] }
  | { status: 'error'; message: string };

/** Loads the signed-in user's organizations once. */
export function useOrganizations(): OrganizationsState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<OrganizationsState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void dispatch({ types: LOAD_ORGANIZATIONS.types, promise: () => requestOrganizations({ silent: true }) }).then((result) => {
      if (!active) return;
      if (result.error || !result.response) {
        setState({ status: 'error', message: toPlainError(result.error).message });
      } else {
        const data = result.response.data;
        setState({ status: 'loaded', organizations: Array.isArray(data) ? data : [] });
      }
    });
    return () => {
      active = false;
    };
  }, [dispatch]);
  return state;
}
