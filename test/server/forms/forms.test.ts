import { http, startTestServer, type TestServer } from '../support/testServer';

/**
 * Each test sends from its own client address so the per-address limit never leaks between tests: the server trusts
 * the loopback proxy in front of it (TRUST_PROXY=127.0.0.1), so X-Forwarded-For names the client.
 */
let nextAddress = 1;
const fromAddress = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

const demo = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'Metering questions' };

describe('POST /api/forms/{demo|contact|support}', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ trustProxy: ['127.0.0.1'] }); });
  afterAll(async () => { await server.close(); });

  const post = (kind: string, body: unknown, headers: Record<string, string> = fromAddress()) =>
    http(server.baseUrl, 'POST', `/api/forms/${kind}`, { body, headers });

  it('stores a demo request before answering 201 {id, received}', async () => {
    const res = await post('demo', { ...demo, phone: '+1 (555) 010-0199', topic: 'billing', utm_source: 'newsletter', seats: 40 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[a-z0-9]+$/), received: true });
    const row = await server.ctx.metadata.one<Record<string, unknown>>('SELECT * FROM form_submissions WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({
      kind: 'demo', name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines',
      phone: '+1 (555) 010-0199', topic: 'billing', message: 'Metering questions',
    });
    expect(JSON.parse(String(row?.details))).toEqual({ utm_source: 'newsletter', seats: '40' });
    expect(row?.ip).toMatch(/^203\.0\.113\./);
  });

  it('accepts contact and support requests with a message', async () => {
    for (const kind of ['contact', 'support']) {
      const res = await post(kind, { name: 'Grace', email: 'grace@example.org', message: 'Please call me' });
      expect(res.status).toBe(201);
      const row = await server.ctx.metadata.one<{ kind: string }>('SELECT kind FROM form_submissions WHERE id = $1', [res.body.id]);
      expect(row?.kind).toBe(kind);
    }
  });

  it.each([
    ['demo', { email: 'a@example.com', company: 'X' }, 'name is required'],
    ['demo', { name: 'A', company: 'X' }, 'email is required'],
    ['demo', { name: 'A', email: 'a@example.com' }, 'company is required'],
    ['contact', { name: 'A', email: 'a@example.com' }, 'message is required'],
    ['support', { name: 'A', email: 'a@example.com', message: '   ' }, 'message must not be blank'],
    ['demo', { ...demo, email: 'not-an-email' }, 'email must be a valid email address'],
    ['demo', { ...demo, name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
    ['contact', { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
    ['demo', { ...demo, phone: 'call me maybe' }, 'phone may contain only digits, spaces and + - ( ) .'],
    ['demo', { ...demo, nested: { a: 1 } }, 'nested must be a string, a number or a boolean'],
    ['demo', ['not', 'an', 'object'], 'The form must be a JSON object'],
    ['demo', { ...demo, utm_campaign: 'x'.repeat(501) }, 'utm_campaign must be at most 500 characters'],
  ])('rejects an invalid %s form with a clear 400 message', async (kind, body, message) => {
    const res = await post(kind, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('rejects too many fields, prototype keys and plain-text bodies without storing anything', async () => {
    const before = await server.ctx.metadata.one<{ n: number }>('SELECT count(*) AS n FROM form_submissions');
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'v']));
    expect((await post('demo', { ...demo, ...many })).body).toEqual({ message: 'Too many fields: a form accepts at most 30' });
    expect((await post('demo', '{"name":"A","email":"a@example.com","company":"X","__proto__":{"x":1}}')).status).toBe(400);
    const text = await http(server.baseUrl, 'POST', '/api/forms/demo', { body: 'name=A', headers: { ...fromAddress(), 'content-type': 'text/plain' } });
    expect(text).toMatchObject({ status: 400, body: { message: 'The form must be a JSON object' } });
    const after = await server.ctx.metadata.one<{ n: number }>('SELECT count(*) AS n FROM form_submissions');
    expect(after?.n).toBe(before?.n);
  });

  it('answers 404 for an unknown form', async () => {
    const res = await post('newsletter', demo);
    expect(res.status).toBe(404);
  });

  it('limits each client address to 10 submissions a minute across forms (429 + Retry-After)', async () => {
    const address = fromAddress();
    for (let i = 0; i < 10; i++) {
      expect((await post(i % 2 ? 'demo' : 'contact', { ...demo, message: `request ${i}` }, address)).status).toBe(201);
    }
    const limited = await post('support', { ...demo, message: 'one more' }, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many form submissions: try again in /);
    expect((await post('demo', demo, fromAddress())).status).toBe(201);
  });
});
