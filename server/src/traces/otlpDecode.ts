import { guardJsonBody, MAX_JSON_DEPTH } from '../http/jsonBodyGuard';
import { ExportTraceServiceRequest } from './otlpSchema';

/** The two OTLP/HTTP encodings. */
export type OtlpEncoding = 'json' | 'protobuf';

/** A body that is not an ExportTraceServiceRequest in its encoding (answered 400). */
export class OtlpDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OtlpDecodeError';
  }
}

/**
 * The encoding of a Content-Type, or null for any other type: `application/json` is OTLP/JSON,
 * `application/x-protobuf` (or `application/protobuf`) OTLP/protobuf; parameters such as charset are ignored.
 */
export function otlpEncodingOf(contentType: string | undefined): OtlpEncoding | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-protobuf' || type === 'application/protobuf') return 'protobuf';
  return null;
}

function decodeJson(body: Buffer): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new OtlpDecodeError(`The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new OtlpDecodeError('The request body is not an OTLP ExportTraceServiceRequest: send a JSON object with resourceSpans');
  }
  if (guardJsonBody(parsed).tooDeep) throw new OtlpDecodeError(`The request body nests JSON more than ${MAX_JSON_DEPTH} levels deep`);
  return parsed;
}

function decodeProtobuf(body: Buffer): unknown {
  try {
    const message = ExportTraceServiceRequest.decode(body);
    // int64/fixed64 as decimal text (exact), enums as numbers, bytes as byte arrays: the shape the normaliser reads.
    return ExportTraceServiceRequest.toObject(message, { longs: String, enums: Number, defaults: false, arrays: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OtlpDecodeError(`The request body is not a protobuf ExportTraceServiceRequest: ${reason}`);
  }
}

/**
 * Decodes an export request into plain objects with OTLP/JSON's field names: ids are hex text (JSON) or byte arrays
 * (protobuf), nanosecond times and int64 values decimal text or numbers. Throws OtlpDecodeError for a body that
 * cannot be read.
 */
export function decodeExportRequest(body: Buffer, encoding: OtlpEncoding): unknown {
  return encoding === 'json' ? decodeJson(body) : decodeProtobuf(body);
}
