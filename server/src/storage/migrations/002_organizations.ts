import type { Migration } from '../migrate';

/** Organizations, their apps, per-app configuration, memberships and invites. */
export const organizations: Migration = {
  version: 2,
  name: 'organizations, apps, memberships, invites',
  async up(tx) {
    await tx.run(`CREATE TABLE organizations (
      org_id VARCHAR PRIMARY KEY,
      name VARCHAR NOT NULL,
      allowed_identity_providers VARCHAR NOT NULL DEFAULT '["email"]',
      join_organization_policy VARCHAR NOT NULL DEFAULT 'invite_only',
      mfa_enforced BOOLEAN NOT NULL DEFAULT false,
      organization_domain VARCHAR,
      is_demo BOOLEAN NOT NULL DEFAULT false,
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      updated_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
    await tx.run(`CREATE TABLE apps (
      app_id VARCHAR PRIMARY KEY,
      org_id VARCHAR NOT NULL,
      name VARCHAR NOT NULL,
      time_zone VARCHAR NOT NULL DEFAULT 'UTC',
      week_starts_on INTEGER NOT NULL DEFAULT 0,
      config VARCHAR NOT NULL DEFAULT '{}',
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      updated_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
    await tx.run('CREATE INDEX apps_org ON apps (org_id)');
    await tx.run(`CREATE TABLE memberships (
      org_id VARCHAR NOT NULL,
      user_id VARCHAR NOT NULL,
      role VARCHAR NOT NULL,
      default_app_id VARCHAR,
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, user_id)
    )`);
    await tx.run('CREATE INDEX memberships_user ON memberships (user_id)');
    await tx.run(`CREATE TABLE invites (
      invite_id VARCHAR PRIMARY KEY,
      org_id VARCHAR NOT NULL,
      email VARCHAR NOT NULL,
      role VARCHAR NOT NULL,
      onboarding_role VARCHAR,
      source VARCHAR,
      invited_by VARCHAR NOT NULL,
      accepted_at TIMESTAMP,
      created_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
    await tx.run('CREATE INDEX invites_email ON invites (email)');
  },
};
