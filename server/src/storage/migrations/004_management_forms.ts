import type { Migration } from '../migrate';

/** Demo requests and onboarding survey answers submitted from the portal. */
export const managementForms: Migration = {
  version: 4,
  name: 'demo requests and survey results',
  async up(tx) {
    await tx.run(`CREATE TABLE demo_requests (
      request_id VARCHAR PRIMARY KEY,
      user_id VARCHAR NOT NULL,
      requested_demo BOOLEAN NOT NULL,
      created_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
    await tx.run(`CREATE TABLE survey_results (
      result_id VARCHAR PRIMARY KEY,
      user_id VARCHAR NOT NULL,
      answers VARCHAR NOT NULL,
      created_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
  },
};
