import { createHash, randomBytes } from 'node:crypto';

/** A secret carried by a mailed link, and the hash that is stored instead of it. */
export interface LinkToken {
  /** 256 random bits, base64url: goes into the link only, never into storage or logs. */
  token: string;
  /** Hex SHA-256 of the token: what the database keeps and looks up. */
  sha256: string;
}

/** The stored form of a link token. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random link token with its hash. */
export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, sha256: hashLinkToken(token) };
}

/** Shape of a token as links carry it (43 base64url characters); anything else is rejected before any lookup. */
export const LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
