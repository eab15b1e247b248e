/** What an integration check found, as short labels the wait step lists ("GET /items/42 → 200", "user-1"). */
import type { CompanyDocument, EventDocument, SearchHit, UserDocument } from '@/api/search';
import type { CheckKind } from './integrationsRules';

/** Labels shown per check. */
export const SAMPLES_SHOWN = 5;

/** A document any check can return. */
export type CheckDocument = EventDocument | UserDocument | CompanyDocument;

function pathOf(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.pathname}${url.search}`;
  } catch {
    return uri;
  }
}

function eventLabel(event: EventDocument): string | null {
  const { verb, uri } = event.request ?? {};
  if (!uri) return null;
  const status = event.response?.status;
  return `${verb ?? 'GET'} ${pathOf(uri)}${status === undefined ? '' : ` → ${status}`}`;
}

function labelOf(kind: CheckKind, doc: Record<string, unknown>): string | null {
  const text = (key: string) => (typeof doc[key] === 'string' && doc[key] !== '' ? (doc[key] as string) : null);
  switch (kind) {
    case 'event':
      return eventLabel(doc as EventDocument);
    case 'userId':
      return text('user_id');
    case 'companyId':
      return text('company_id');
    case 'user': {
      const id = text('user_id');
      const email = text('email');
      return id && email ? `${id} (${email})` : id;
    }
    case 'company': {
      const id = text('company_id');
      const domain = text('company_domain');
      return id && domain ? `${id} (${domain})` : id;
    }
  }
}

/** Distinct labels of the hits, newest first, at most SAMPLES_SHOWN. */
export function sampleLabels(kind: CheckKind, hits: SearchHit<CheckDocument>[] | undefined): string[] {
  const labels: string[] = [];
  for (const hit of hits ?? []) {
    const label = labelOf(kind, (hit._source ?? {}) as unknown as Record<string, unknown>);
    if (label && !labels.includes(label)) labels.push(label);
    if (labels.length === SAMPLES_SHOWN) break;
  }
  return labels;
}
