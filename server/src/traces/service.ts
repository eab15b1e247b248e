import type { Tenant } from '../events/types';
import { HttpError } from '../http/errors';
import type { TraceLimits } from './limits';
import { decodeExportRequest, type OtlpEncoding } from './otlpDecode';
import type { SpanRepository } from './repository';
import { normaliseRequest, TooManySpans } from './spanNormalise';
import { traceAnswer, type TraceAnswer } from './traceAnswer';

/** How many rejection reasons errorMessage lists before summing up the rest. */
const LISTED_REJECTIONS = 5;

/** What an export did: OTLP's partial success (zero rejected spans when everything was stored). */
export interface ExportOutcome {
  rejectedSpans: number;
  /** Why spans were rejected (empty when none were). */
  errorMessage: string;
  stored: number;
  duplicates: number;
}

/** The errorMessage of a partial success: the first reasons, then how many more. */
function rejectionMessage(rejections: string[]): string {
  if (rejections.length === 0) return '';
  const listed = rejections.slice(0, LISTED_REJECTIONS).join('; ');
  const more = rejections.length - LISTED_REJECTIONS;
  const noun = rejections.length === 1 ? 'span' : 'spans';
  return `${rejections.length} ${noun} rejected: ${listed}${more > 0 ? `; and ${more} more` : ''}`;
}

/** Trace ingestion (OTLP/HTTP) and reading (the event log's trace waterfall). */
export class TraceService {
  constructor(private readonly spans: SpanRepository, private readonly limits: TraceLimits) {}

  /**
   * Decodes an export request, stores its valid spans (once each) and answers once they are committed.
   * Throws OtlpDecodeError for a body that cannot be read, 413 for too many spans.
   */
  async export(tenant: Tenant, body: Buffer, encoding: OtlpEncoding): Promise<ExportOutcome> {
    let normalised;
    try {
      normalised = normaliseRequest(decodeExportRequest(body, encoding), this.limits);
    } catch (error) {
      if (error instanceof TooManySpans) throw new HttpError(413, error.message);
      throw error;
    }
    const { stored, duplicates } = await this.spans.insert(tenant, normalised.spans);
    return { rejectedSpans: normalised.rejections.length, errorMessage: rejectionMessage(normalised.rejections), stored, duplicates };
  }

  /** The trace's spans by start time, at most `maxSpansPerTrace` of them. An unknown trace has no spans. */
  async trace(tenant: Tenant, traceId: string): Promise<TraceAnswer> {
    const found = await this.spans.trace(tenant, traceId, this.limits.maxSpansPerTrace);
    return traceAnswer(traceId, found);
  }
}
