import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';

/** The zone-less `YYYY-MM-DDTHH:MM:SS.` prefix the Lua plugins write, `minutesAgo` before now (UTC). */
function secondPrefix(minutesAgo: number): string {
  return new Date(Date.now() - minutesAgo * 60_000).toISOString().slice(0, 20);
}

/** An event as kong-plugin-moesif serialises it (moesif_ser.lua): zone-less times, milliseconds printed with %d. */
function kongEvent(tx: string, requestMs: string, responseMs: string): Record<string, unknown> {
  const second = secondPrefix(5);
  return {
    request: { uri: 'http://gateway:8000/orders/42', headers: { host: 'gateway:8000' }, verb: 'GET', ip_address: '10.0.0.1', time: `${second}${requestMs}` },
    response: { time: `${second}${responseMs}`, status: 200, headers: { 'x-moesif-transaction-id': tx, 'X-Kong-PID': 1234 } },
    direction: 'Incoming', weight: 1,
  };
}

describe('collector: what the Kong and OpenResty plugins send', () => {
  const { server, user, postCollector } = useServerWithApp({ collectorHeaders: { 'content-type': 'application/json' } });

  const send = (body: Uint8Array | string, headers: Record<string, string>) => postCollector('/events/batch', body, headers);
  const storedEvent = async (tx: string) => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events?app_id=${user.appId}&from=-1d&to=now`, {
      token: user.token, body: { query: { term: { transaction_id: tx } } },
    });
    expect(res.body.hits.hits).toHaveLength(1);
    return res.body.hits.hits[0]._source as { duration_ms: number; request: { time: string }; response: { time: string } };
  };

  it.each([
    ['kong-plugin-moesif/2.1.2'],
    ['lua-resty-moesif/1.4.0'],
  ])('reads unpadded milliseconds (%s): .7 is 7 ms and .79 is 79 ms', async (userAgent) => {
    const tx = randomUUID();
    expect((await send(JSON.stringify([kongEvent(tx, '7', '79')]), { 'user-agent': userAgent })).status).toBe(201);
    const event = await storedEvent(tx);
    expect(event.duration_ms).toBe(72);
    expect(event.request.time.slice(19)).toBe('.007Z');
    expect(event.response.time.slice(19)).toBe('.079Z');
  });

  it('keeps three-digit milliseconds as they are (the same under both readings)', async () => {
    const tx = randomUUID();
    expect((await send(JSON.stringify([kongEvent(tx, '105', '790')]), { 'user-agent': 'kong-plugin-moesif/2.1.2' })).status).toBe(201);
    expect((await storedEvent(tx)).duration_ms).toBe(685);
  });

  it('reads the same text as an ISO fraction from any other sender (.7 is 700 ms)', async () => {
    const tx = randomUUID();
    expect((await send(JSON.stringify([kongEvent(tx, '7', '79')]), { 'user-agent': 'moesif-nodejs/3.11.0' })).status).toBe(201);
    expect((await storedEvent(tx)).duration_ms).toBe(90);
  });

  it('inflates raw deflate (no zlib header), as the Kong plugin compresses, as well as zlib-wrapped deflate', async () => {
    const raw = randomUUID();
    const wrapped = randomUUID();
    const rawRes = await send(new Uint8Array(zlib.deflateRawSync(JSON.stringify([kongEvent(raw, '1', '2')]))), { 'content-encoding': 'deflate', 'user-agent': 'kong-plugin-moesif/2.1.2' });
    expect(rawRes.status).toBe(201);
    const wrappedRes = await send(new Uint8Array(zlib.deflateSync(JSON.stringify([kongEvent(wrapped, '1', '2')]))), { 'content-encoding': 'deflate' });
    expect(wrappedRes.status).toBe(201);
    expect((await storedEvent(raw)).duration_ms).toBe(1);
    expect((await storedEvent(wrapped)).duration_ms).toBe(100);
  });

  it('answers 400 for a deflate body that is neither zlib nor raw deflate', async () => {
    const res = await send('definitely not deflate', { 'content-encoding': 'deflate' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body could not be decompressed as deflate');
  });
});
