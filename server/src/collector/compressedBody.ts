import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/** The stream handed to Fastify's body reader; `receivedEncodedLength` lets it check the compressed size and Content-Length. */
type CountedStream = PassThrough & { receivedEncodedLength: number };

/**
 * Whether a deflate body starts with a zlib header (RFC 1950: compression method 8, header checksum divisible by 31).
 * The Kong plugin's deflate library writes raw deflate (RFC 1951) with no header at all.
 */
function isZlibWrapped(head: Buffer): boolean {
  return head.length >= 2 && (head[0] & 0x0f) === 8 && ((head[0] << 8) | head[1]) % 31 === 0;
}

/** The inflater for a body whose first bytes are `head`: Unzip takes gzip and zlib-wrapped deflate, InflateRaw the rest. */
function inflaterFor(encoding: string, head: Buffer): zlib.Unzip | zlib.InflateRaw {
  return encoding === 'deflate' && !isZlibWrapped(head) ? zlib.createInflateRaw() : zlib.createUnzip();
}

/**
 * preParsing hook: inflates gzip (moesifapi, Python SDK) and deflate bodies, zlib-wrapped or raw (Kong plugin).
 * The first two bytes choose the inflater. The route's bodyLimit then applies to the inflated bytes, so a
 * compression bomb stops at the limit instead of filling memory.
 */
export function inflateBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable, done: (err: Error | null, stream?: Readable) => void): void {
  const encoding = String(request.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') {
    done(null, payload);
    return;
  }
  if (encoding !== 'gzip' && encoding !== 'x-gzip' && encoding !== 'deflate') {
    done(new HttpError(415, `Unsupported Content-Encoding "${encoding.slice(0, 40)}": send gzip, deflate or an uncompressed body`));
    return;
  }
  const out = Object.assign(new PassThrough(), { receivedEncodedLength: 0 }) as CountedStream;
  payload.on('data', (chunk: Buffer) => { out.receivedEncodedLength += chunk.length; });
  let head = Buffer.alloc(0);
  const start = () => {
    payload.removeListener('data', sniff);
    payload.removeListener('end', start);
    payload.pause();
    const inflater = inflaterFor(encoding, head);
    inflater.on('error', () => {
      payload.unpipe(inflater);
      out.destroy(new HttpError(400, `The request body could not be decompressed as ${encoding}`));
    });
    inflater.pipe(out);
    inflater.write(head);
    payload.pipe(inflater);
  };
  const sniff = (chunk: Buffer) => {
    head = Buffer.concat([head, chunk]);
    if (head.length >= 2) start();
  };
  payload.on('data', sniff);
  payload.on('end', start);
  done(null, out);
}
