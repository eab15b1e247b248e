/** Cookies per origin, as a browser keeps them (names and values only: enough for these flows). */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  /** Stores the Set-Cookie headers of a response from `url` (Max-Age=0 removes). */
  store(url: string, headers: Headers): void {
    const origin = new URL(url).origin;
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    for (const cookie of headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      if (/max-age=0/i.test(cookie) || /expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1));
    }
    this.byOrigin.set(origin, jar);
  }

  /** Cookie header for a request to `url`. */
  header(url: string): string {
    return [...(this.byOrigin.get(new URL(url).origin) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(url: string, name: string): string | undefined {
    return this.byOrigin.get(new URL(url).origin)?.get(name);
  }

  set(url: string, name: string, value: string): void {
    const origin = new URL(url).origin;
    this.byOrigin.set(origin, (this.byOrigin.get(origin) ?? new Map<string, string>()).set(name, value));
  }
}

/** One step: the status, the Location (absolute) and the page text. */
export interface Step {
  status: number;
  location?: string;
  text: string;
}

/** A browser without JavaScript: sends cookies, never follows redirects by itself. */
export class TestBrowser {
  readonly jar = new CookieJar();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Step> {
    const headers: Record<string, string> = { cookie: this.jar.header(url), 'user-agent': 'sso-test-browser' };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body: init.form ? new URLSearchParams(init.form).toString() : undefined, redirect: 'manual' });
    this.jar.store(url, response.headers);
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, url).href : undefined, text: await response.text() };
  }

  /** Follows redirects from `url` until a page answers or `stop` says the next location is where to stop. */
  async follow(url: string, stop: (location: string) => boolean = () => false, init: { form?: Record<string, string> } = {}): Promise<{ url: string; step: Step }> {
    let current = url;
    let step = await this.request(current, init);
    for (let hops = 0; step.location && step.status >= 300 && step.status < 400; hops += 1) {
      if (hops > 20) throw new Error('too many redirects');
      if (stop(step.location)) return { url: current, step };
      current = step.location;
      step = await this.request(current);
    }
    return { url: current, step };
  }
}
