import { useEffect, useState } from 'react';
import { selectErrorMessage } from '../../api/errors';
import { fetchOrganizations, type Organization } from './organizations';

/** Loading state of the organization list. */
export type OrganizationsState =
  | { status: 'loading' }
  | { status: 'loaded'; organizations: Organization[] }
  | { status: 'error'; message: string };

/** Loads the signed-in user's organizations once. */
export function useOrganizations(): OrganizationsState {
  const [state, setState] = useState<OrganizationsState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void fetchOrganizations().then((result) => {
      if (!active) return;
      if (result.error || !result.response) {
        setState({ status: 'error', message: selectErrorMessage(result.error) ?? 'Your organizations could not be loaded.' });
      } else {
        setState({ status: 'loaded', organizations: Array.isArray(result.response.data) ? result.response.data : [] });
      }
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
