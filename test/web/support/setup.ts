import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './mswServer';

// A busy machine (two cores, several suites at once) can take more than RTL's default second to load a lazy route
// chunk the first time: wait longer before a findBy gives up, and give each test room for a few such waits.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

// msw's 'error' strategy only prints and fails the request, which a test may not notice: remember every request
// without a handler and fail the test it happened in.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  const missed = unhandled.splice(0);
  server.resetHandlers();
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  if (missed.length > 0) throw new Error(`Requests without an msw handler (add one with server.use): ${missed.join(', ')}`);
});
afterAll(() => server.close());

// jsdom has no canvas: its getContext prints "not implemented" and answers null. Answer null quietly, as a browser
// that cannot draw would; a test that draws installs its own context.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
