/** Records the requests msw answered, for assertions on what the app sent. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A list to push requests into from msw resolvers, with a reader for the JSON body. */
export function createRequestLog() {
  const requests: RecordedRequest[] = [];
  return {
    requests,
    async record(request: Request): Promise<RecordedRequest> {
      const text = await request.clone().text();
      const entry = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(entry);
      return entry;
    },
  };
}
