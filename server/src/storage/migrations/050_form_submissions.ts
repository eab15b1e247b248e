import type { Migration } from '../migrate';

/** Marketing form submissions (demo, contact sales, support) sent from the public site. */
export const formSubmissions: Migration = {
  version: 50,
  name: 'marketing form submissions',
  async up(tx) {
    await tx.run(`CREATE TABLE form_submissions (
      id VARCHAR PRIMARY KEY,
      kind VARCHAR NOT NULL,
      name VARCHAR NOT NULL,
      email VARCHAR NOT NULL,
      company VARCHAR,
      phone VARCHAR,
      topic VARCHAR,
      message VARCHAR,
      page VARCHAR,
      details VARCHAR NOT NULL,
      ip VARCHAR NOT NULL,
      user_agent VARCHAR,
      created_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
  },
};
