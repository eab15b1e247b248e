import { HttpError } from '../http/errors';

/** Longest marketplace token accepted (AWS registration tokens are a few hundred characters). */
export const MAX_PARTNER_TOKEN_LENGTH = 4096;

/** A partner whose marketplace or integration can send customers to Apiscope (SPEC 2: provision/register routes). */
export interface Partner {
  /** Path segment of the partner routes, e.g. `aws` in /register/partners/aws. */
  name: string;
  /** Name shown to people, e.g. on the register page before sign-in. */
  display_name: string;
}

/**
 * The allow-list of partners. A partner is added here and nowhere else: the routes, the public list and the
 * provisioning service all read this table.
 */
export const PARTNERS: readonly Partner[] = [
  { name: 'aws', display_name: 'AWS Marketplace' },
  { name: 'azure', display_name: 'Microsoft Azure Marketplace' },
  { name: 'gcp', display_name: 'Google Cloud Marketplace' },
  { name: 'github', display_name: 'GitHub Marketplace' },
  { name: 'kong', display_name: 'Kong Konnect' },
  { name: 'segment', display_name: 'Segment' },
];

/** The partner with that name (case-insensitive), or undefined. */
export function findPartner(name: string): Partner | undefined {
  const wanted = name.toLowerCase();
  return PARTNERS.find((p) => p.name === wanted);
}

/** The partner with that name; 404 naming the supported partners otherwise. */
export function requirePartner(name: string): Partner {
  const partner = findPartner(name);
  if (!partner) {
    throw new HttpError(404, `Unknown partner '${name.slice(0, 64)}': supported partners are ${PARTNERS.map((p) => p.name).join(', ')}`);
  }
  return partner;
}
