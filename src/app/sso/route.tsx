import { SsoCallbackPage } from './SsoCallbackPage';

/** Lazy route module of /sso/callback. */
export const Component = SsoCallbackPage;
