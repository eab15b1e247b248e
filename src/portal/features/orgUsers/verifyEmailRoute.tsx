import { VerifyEmailScreen } from './VerifyEmailScreen';

/** Lazy route module of /verify-email/:token. */
export const Component = VerifyEmailScreen;
