import { setupServer } from 'msw/node';

/** The one msw server of the web tests. Tests add handlers with server.use(...); unhandled requests fail the test. */
export const server = setupServer();
