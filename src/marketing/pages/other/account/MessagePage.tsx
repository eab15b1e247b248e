import { Link, useSearchParams } from 'react-router-dom';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

/** The headline and default text of each known message type. */
const MESSAGES: Record<string, { title: string; body: string; link: { to: string; label: string } }> = {
  verified: { title: 'Your email address is verified', body: 'Thanks for confirming. You can now sign in and continue setting up.', link: { to: '/wrap', label: 'Continue to Apiscope' } },
  verify: { title: 'Check your inbox', body: 'We sent you a link to verify your email address. It expires in 24 hours.', link: { to: '/', label: 'Back to the home page' } },
  success: { title: 'Done', body: 'Your request was completed.', link: { to: '/wrap', label: 'Continue to Apiscope' } },
  error: { title: 'Something went wrong', body: 'We could not complete your request. Please try again or contact support.', link: { to: '/contact/sales', label: 'Contact us' } },
};
const GENERIC = { title: 'Message', body: 'There is nothing to show here right now.', link: { to: '/', label: 'Back to the home page' } };
const MAX_MESSAGE_LENGTH = 300;

/** /message?type=...&msg=...: a short message page, e.g. after following an email-verification link. */
export function MessagePage() {
  useOtherPage(otherMeta.message);
  const [params] = useSearchParams();
  const type = params.get('type') ?? '';
  const message = Object.hasOwn(MESSAGES, type) ? MESSAGES[type] : GENERIC;
  const custom = params.get('msg')?.trim().slice(0, MAX_MESSAGE_LENGTH);
  return (
    <PageIntro title={message.title} lead={custom || message.body}>
      <Link to={message.link.to}>{message.link.label}</Link>
    </PageIntro>
  );
}
