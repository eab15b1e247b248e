import type { ServiceContext } from '../services';
import type { Repositories } from '../repositories';
import { HttpError } from '../http/errors';
import { hashLinkToken, newLinkToken } from '../mail/linkTokens';
import { sendMail, type MailOutcome } from '../mail/mailer';
import { renderActionMail } from '../mail/templates';
import { joinOrganizationsByDomain, type JoinedOrganization } from './domainJoin';

/** How long a verification link works. */
export const VERIFICATION_LIFETIME_HOURS = 48;

/** The SPA page a verification link opens. */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** A verification link that was made, and whether it went out by mail. */
export interface VerificationSent {
  /** The link; without SMTP it is logged for the operator, never answered to the client. */
  link: string;
  outcome: MailOutcome;
}

/** What following a verification link did. */
export interface VerificationResult {
  email: string;
  /** Organizations joined through their domain policy now that the address is verified. */
  joined: JoinedOrganization[];
}

/**
 * Records a proven address (a verification link, or an invite link that was sent to it) and applies the domain
 * join policy. Run inside the transaction that used the link.
 */
export async function confirmEmail(tx: Repositories, userId: string, email: string): Promise<JoinedOrganization[]> {
  await tx.emailVerifications.markVerified(userId, email);
  return joinOrganizationsByDomain(tx, userId, email);
}

/** Proving an e-mail address: verification links, and the domain join policy that follows a proof. */
export class EmailVerificationService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Makes a new verification link for the user's address (earlier ones stop working) and mails it. */
  async sendVerificationLink(user: { userId: string; email: string; name: string }): Promise<VerificationSent> {
    const { token, sha256 } = newLinkToken();
    await this.ctx.repositories.transaction((tx) => tx.emailVerifications.insert({ tokenSha256: sha256, userId: user.userId, email: user.email, lifetimeHours: VERIFICATION_LIFETIME_HOURS }));
    const link = `${this.ctx.config.siteUrl}${VERIFY_EMAIL_PATH}/${token}`;
    const mail = renderActionMail({
      subject: 'Verify your e-mail address',
      greeting: `Hi ${user.name},`,
      paragraphs: [`Please confirm that ${user.email} is your address. Verified addresses can join their company's organization automatically.`],
      actionLabel: 'Verify my address',
      link,
      footnote: `This link works once and expires in ${VERIFICATION_LIFETIME_HOURS} hours. If you did not create an account, ignore this message.`,
    });
    return { link, outcome: await sendMail(this.ctx, user.email, mail, 'verification') };
  }

  /** Sends a fresh verification link to a signed-in user; 409 if the address is already verified. */
  async resendVerificationLink(userId: string): Promise<VerificationSent> {
    const user = await this.ctx.repositories.users.findById(userId);
    if (!user) throw new HttpError(404, 'User not found');
    if (await this.ctx.repositories.emailVerifications.isVerified(user.user_id, user.email)) throw new HttpError(409, 'Your e-mail address is already verified');
    return this.sendVerificationLink({ userId: user.user_id, email: user.email, name: user.name });
  }

  /**
   * Uses a verification link: the address is verified, and the account joins the organizations that admit verified
   * addresses of its domain. A used, replaced or unknown link answers 404; an expired one 410.
   */
  async verifyEmail(token: string): Promise<VerificationResult> {
    const sha256 = hashLinkToken(token);
    const link = await this.ctx.repositories.emailVerifications.findUnused(sha256);
    if (!link) throw new HttpError(404, 'This verification link is not valid: it was already used or a newer one was sent');
    if (link.expired) throw new HttpError(410, 'This verification link has expired: send yourself a new one');
    const user = await this.ctx.repositories.users.findById(link.user_id);
    if (!user || user.email !== link.email) throw new HttpError(404, 'This verification link is not valid: the account address changed');
    const joined = await this.ctx.repositories.transaction(async (tx) => {
      if (!(await tx.emailVerifications.use(sha256))) throw new HttpError(404, 'This verification link is not valid: it was already used');
      return confirmEmail(tx, link.user_id, link.email);
    });
    return { email: link.email, joined };
  }
}
