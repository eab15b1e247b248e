/** Chunk: sign-up and the message page. */
export { SignupPage } from '../account/SignupPage';
export { MessagePage } from '../account/MessagePage';
