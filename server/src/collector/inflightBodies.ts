import type { FastifyReply, FastifyRequest } from 'fastify';
import { overloaded } from '../http/errors';

/** What a body sent without Content-Length (chunked) counts for until it is answered. */
export const UNKNOWN_BODY_BYTES = 1024 * 1024;

/**
 * Bytes of collector request bodies between their arrival and their answer, bounded by a high-water mark: past it,
 * new bodies are refused (503) before they are read, instead of growing memory. A body is always admitted when
 * nothing else is in flight, so a single large batch still gets through.
 */
export class InflightBodies {
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes currently counted. */
  get inflightBytes(): number {
    return this.bytes;
  }

  /** Counts a body of `size` bytes and returns the function that releases it, or null when past the mark. */
  tryAdmit(size: number): (() => void) | null {
    if (this.bytes > 0 && this.bytes + size > this.maxBytes) return null;
    this.bytes += size;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.bytes -= size;
    };
  }
}

/** The declared size of a request's body (Content-Length, as sent: compressed bodies count compressed). */
function declaredBodyBytes(request: FastifyRequest): number {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length >= 0 ? length : UNKNOWN_BODY_BYTES;
}

/**
 * onRequest step of the collector: admits a POST body or throws 503 + Retry-After without reading it. The body is
 * released when the response is finished or the connection closes.
 */
export function admitBody(bodies: InflightBodies, request: FastifyRequest, reply: FastifyReply): void {
  if (request.method !== 'POST') return;
  const release = bodies.tryAdmit(declaredBodyBytes(request));
  if (!release) throw overloaded('The collector is receiving more data than it can hold: retry this batch in a second');
  reply.raw.once('close', release);
}
