import type { Migration } from '../migrate';
import { ensureDemoOrg } from '../../portal/demoOrg';

/** The read-only demo organization (ids demo / demodefault / demographql / demosoap) exists in every database. */
export const demoOrganization: Migration = {
  version: 5,
  name: 'demo organization',
  up: (tx) => ensureDemoOrg(tx),
};
