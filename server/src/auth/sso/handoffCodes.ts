import { createHash, randomBytes } from 'node:crypto';
import type { MetadataRepositories } from '../../repositories';
import type { SsoHandoff } from './handoffRepository';

export type { SsoHandoff };

/** How long the browser has to exchange a one-time code for its session. */
export const HANDOFF_LIFETIME_MS = 60_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * One-time codes that hand a completed single sign-on to the web app. The callback puts the code in the URL
 * fragment (browsers never send it to a server, so no access log sees it) and the page exchanges it by POST. A code
 * works once and for HANDOFF_LIFETIME_MS. The codes live in the metadata database (`sso_handoffs`, SHA-256 of the
 * code only), so a code issued by one server process is exchanged on any other; expiry reads the database's clock.
 */
export class HandoffCodes {
  constructor(private readonly repositories: MetadataRepositories) {}

  /** Stores a completed sign-in and answers the code that collects it; expired codes are deleted on the way. */
  async issue(handoff: SsoHandoff): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.repositories.ssoHandoffs.insert(hashOf(code), handoff, HANDOFF_LIFETIME_MS);
    return code;
  }

  /**
   * The sign-in of a code, deleted as it is read (one statement: of two processes exchanging the same code, one
   * gets it); undefined for unknown, used or expired codes.
   */
  take(code: string): Promise<SsoHandoff | undefined> {
    // RETURNING needs the embedded engine's write connection: a transaction.
    return this.repositories.transaction((tx) => tx.ssoHandoffs.take(hashOf(code)));
  }
}
