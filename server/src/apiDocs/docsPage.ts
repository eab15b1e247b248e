/** The parts of an OpenAPI operation the reference page shows. */
export interface DocumentedOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  /** Empty: public; absent: the document's default (bearer token). */
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: { type?: string | string[] } }> };
  responses?: Record<string, unknown>;
}

/** The parts of an OpenAPI document the reference page shows. */
export interface DocumentedApi {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, DocumentedOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24}main{max-width:72rem;margin:0 auto;padding:1rem 1.5rem}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid #d0d7de}
code{font:13px ui-monospace,monospace}.method{font-weight:600;text-transform:uppercase}`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function accessOf(operation: DocumentedOperation): string {
  if (!operation.security) return 'Bearer token';
  if (operation.security.length === 0) return 'Public';
  return operation.security.some((requirement) => 'collectorKey' in requirement) ? 'Collector token (X-Moesif-Application-Id)' : 'Bearer token';
}

function inputsOf(operation: DocumentedOperation): string {
  const inputs = (operation.parameters ?? []).map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})`);
  if (operation.requestBody) {
    const types = [operation.requestBody.content?.['application/json']?.schema?.type].flat();
    inputs.push(types.includes('null') ? 'JSON body (optional)' : 'JSON body');
  }
  return inputs.join('<br>') || '—';
}

function row(method: string, path: string, operation: DocumentedOperation): string {
  const answers = Object.keys(operation.responses ?? {}).join(', ');
  return `<tr><td class="method">${method}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td>`
    + `<td>${accessOf(operation)}</td><td>${inputsOf(operation)}</td><td>${escapeHtml(answers)}</td></tr>`;
}

/** The API reference page: every operation of the OpenAPI document, grouped by area. */
export function renderDocsPage(api: DocumentedApi, documentUrl: string): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(api.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), row(method, path, operation)]);
    }
  }
  const sections = [...groups].map(([tag, rows]) => `<section aria-labelledby="area-${escapeHtml(tag)}"><h2 id="area-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>`
    + '<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Summary</th><th scope="col">Access</th>'
    + `<th scope="col">Inputs</th><th scope="col">Answers</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`);
  const title = `${escapeHtml(api.info.title)} reference`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1>`
    + `<p>${escapeHtml(api.info.description ?? '')}</p>`
    + `<p>Machine-readable description (OpenAPI 3.1, generated from the route schemas): <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a>.</p>`
    + `<nav aria-label="Areas"><ul>${[...groups.keys()].map((tag) => `<li><a href="#area-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>`
    + `${sections.join('')}</main></body></html>`;
}
