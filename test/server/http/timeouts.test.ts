import net from 'node:net';
import { startTestServer, type TestServer } from '../support/testServer';

/** A raw TCP connection to the test server that records what it receives and when it closes. */
function connect(baseUrl: string): Promise<{ socket: net.Socket; received: () => string; closed: Promise<void> }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = net.connect(Number(url.port), url.hostname, () => {
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      resolve({ socket, received: () => data, closed });
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { data += chunk; });
    socket.once('error', reject);
  });
}

/**
 * Request, connection and keep-alive time-outs (config REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS,
 * KEEP_ALIVE_TIMEOUT_MS), set short here. Each test waits for the server to act; a server without the time-out
 * never does and the test fails on Jest's own time-out.
 */
describe('server time-outs', () => {
  let server: TestServer;
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    server = await startTestServer({ requestTimeoutMs: 1000, connectionTimeoutMs: 400, keepAliveTimeoutMs: 200 });
  });
  afterEach(() => { for (const timer of timers.splice(0)) clearInterval(timer); });
  afterAll(async () => { await server.close(); });

  it('closes a connection that sends nothing', async () => {
    const { closed, received } = await connect(server.baseUrl);
    await closed;
    expect(received()).toBe('');
  });

  it('answers 408 to a request whose body trickles in slower than the request time-out allows', async () => {
    const { socket, closed, received } = await connect(server.baseUrl);
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    // One byte every 100 ms keeps the connection busy (no idle time-out) but never completes the body.
    timers.push(setInterval(() => { if (!socket.destroyed) socket.write(' '); }, 100));
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after a complete request', async () => {
    const { socket, closed, received } = await connect(server.baseUrl);
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(received()).toMatch(/Keep-Alive: timeout=0/i);
  });
});
