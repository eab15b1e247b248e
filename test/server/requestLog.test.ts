import Fastify from 'fastify';
import { formatLogLine } from '../../server/src/http/logFormat';
import { OneLineRequestLog, loggerOptions } from '../../server/src/http/requestLog';

describe('request log', () => {
  it('writes one line per request (method, url, status, ms) and health checks only at debug level', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => { lines.push(JSON.parse(line) as Record<string, unknown>); } } },
      logController: new OneLineRequestLog(),
    });
    app.get('/health', async () => ({ status: 'ok' }));
    app.get('/api/things', async () => ({ things: [] }));
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/health', '/api/things?limit=5', '/missing']) await (await fetch(baseUrl + path)).text();
    await app.close();
    const requestLines = lines.filter((l) => 'status' in l);
    expect(requestLines.map((l) => [l.msg, l.method, l.url, l.status])).toEqual([
      [expect.stringMatching(/^GET \/api\/things\?limit=5 200 [\d.]+ ms$/), 'GET', '/api/things?limit=5', 200],
      [expect.stringMatching(/^GET \/missing 404 [\d.]+ ms$/), 'GET', '/missing', 404],
    ]);
    const messages = lines.map((l) => String(l.msg));
    expect(messages.filter((m) => m.includes('/health') || /incoming request|request completed|not found/.test(m))).toEqual([]);
  });

  it('prints short coloured lines on a terminal and JSON lines otherwise', () => {
    const line = formatLogLine(JSON.stringify({ level: 30, time: Date.UTC(2025, 0, 2, 3, 4, 5, 678), method: 'POST', url: '/collector/v1/events', status: 201, ms: 3.25, msg: 'x' }));
    expect(line).toBe('\u001b[2m03:04:05.678\u001b[22m POST /collector/v1/events \u001b[32m201\u001b[39m \u001b[2m3.3 ms\u001b[22m');
    expect(formatLogLine(JSON.stringify({ level: 40, time: 0, msg: 'slow disk' }))).toContain('\u001b[33mWARN \u001b[39m slow disk');
    expect(loggerOptions('info', true).logger).toHaveProperty('stream');
    expect(loggerOptions('info', false).logger).not.toHaveProperty('stream');
    expect(loggerOptions('silent', true)).toEqual({ logger: false });
  });
});
