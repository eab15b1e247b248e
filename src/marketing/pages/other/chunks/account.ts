/** Chunk: sign-up and the message page. */
export { SignupPage } from '@/marketing/pages/other/account/SignupPage';
export { MessagePage } from '@/marketing/pages/other/account/MessagePage';
