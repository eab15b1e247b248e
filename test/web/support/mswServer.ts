import { setupServer } from 'msw/node';
import { ssoProvidersHandler } from './handlers/sso';

/**
 * The one msw server of the web tests. Tests add handlers with server.use(...); unhandled requests fail the test.
 * Its only initial handler: the sign-in pages list the single sign-on providers, none unless a test says otherwise.
 */
export const server = setupServer(ssoProvidersHandler());
