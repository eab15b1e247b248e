import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandler } from '../../../server/src/http/errorHandler';
import { firstDifference, responseSchemaCheck } from '../../../server/src/http/responseSchemaCheck';
import { http } from '../support/testServer';

const answer = { type: 'object', properties: { id: { type: 'string' }, count: { type: 'integer' } } } as const;

describe('response schema check (on in every server test)', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(errorHandler);
    await app.register(responseSchemaCheck);
    const schema = { response: { 200: answer } };
    app.get('/exact', { schema }, async () => ({ id: 'a', count: 1 }));
    app.get('/extra', { schema }, async () => ({ id: 'a', count: 1, secret: 'dropped' }));
    app.get('/null', { schema }, async () => ({ id: 'a', count: null }));
    app.get('/no-schema', async () => ({ anything: [1, 2] }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  it('lets answers that match their schema through', async () => {
    expect(await http(baseUrl, 'GET', '/exact')).toMatchObject({ status: 200, body: { id: 'a', count: 1 } });
    expect(await http(baseUrl, 'GET', '/no-schema')).toMatchObject({ status: 200, body: { anything: [1, 2] } });
  });

  it('answers 500 naming the field when the schema drops a property or coerces a value', async () => {
    expect(await http(baseUrl, 'GET', '/extra')).toMatchObject({ status: 500, body: { message: 'The response of GET /extra does not match its schema at $.secret' } });
    expect(await http(baseUrl, 'GET', '/null')).toMatchObject({ status: 500, body: { message: 'The response of GET /null does not match its schema at $.count' } });
  });

  it('names the first differing path inside arrays and objects', () => {
    expect(firstDifference({ a: [{ b: 1 }, { b: 2 }] }, { a: [{ b: 1 }, { b: 3 }] })).toBe('$.a[1].b');
    expect(firstDifference([1, 2], [1])).toBe('$.length');
    expect(firstDifference({ a: 1 }, { a: 1 })).toBeUndefined();
  });
});
