import { http } from '../support/testServer';

/** One audit record as the API answers it. */
export interface AuditRecordView {
  id: string;
  time: string;
  actor: { type: string; id: string | null; email: string | null };
  ip: string | null;
  user_agent: string | null;
  action: string;
  object: { type: string; id: string | null } | null;
  details: Record<string, unknown>;
}

/** GET /api/portal/{org}/audit with a query; throws unless 200. */
export async function auditPage(baseUrl: string, token: string, orgId: string, query: Record<string, string> = {}): Promise<{ records: AuditRecordView[]; next_cursor: string | null }> {
  const qs = new URLSearchParams(query).toString();
  const res = await http(baseUrl, 'GET', `/api/portal/${orgId}/audit${qs ? `?${qs}` : ''}`, { token });
  if (res.status !== 200) throw new Error(`audit list failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The records of one action, newest first. */
export async function recordsOf(baseUrl: string, token: string, orgId: string, action: string): Promise<AuditRecordView[]> {
  return (await auditPage(baseUrl, token, orgId, { action, limit: '200' })).records;
}
