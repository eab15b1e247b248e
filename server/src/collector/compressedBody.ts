import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/** The stream handed to Fastify's body reader; `receivedEncodedLength` lets it check the compressed size and Content-Length. */
type CountedStream = PassThrough & { receivedEncodedLength: number };

/**
 * preParsing hook: inflates gzip (moesifapi, Python SDK) and deflate (Kong plugin) bodies. zlib's Unzip accepts
 * gzip and zlib-wrapped deflate alike. The route's bodyLimit then applies to the inflated bytes, so a
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
  const unzip = zlib.createUnzip();
  const out = Object.assign(new PassThrough(), { receivedEncodedLength: 0 }) as CountedStream;
  payload.on('data', (chunk: Buffer) => { out.receivedEncodedLength += chunk.length; });
  unzip.on('error', () => {
    payload.unpipe(unzip);
    out.destroy(new HttpError(400, `The request body could not be decompressed as ${encoding}`));
  });
  payload.pipe(unzip).pipe(out);
  done(null, out);
}
