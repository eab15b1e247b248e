/** Shapes of install instructions and the quoting helpers every snippet uses to write values into code. */

/** Where the code sends data: this app's collector token and this server's collector URL. */
export interface InstallTarget {
  /** The app's write-only collector token (the SDKs' application id). */
  token: string;
  /** The collector base URL, e.g. `https://apiscope.example.com/collector` (the SDKs add /v1/...). */
  collectorUrl: string;
}

/** Syntax of a code sample, shown as its caption's language. */
export type CodeLanguage = 'bash' | 'javascript' | 'html' | 'python' | 'go' | 'php' | 'ruby' | 'xml' | 'java' | 'csharp';

/** One step of the instructions. */
export interface InstallStep {
  /** What to do, as one sentence. */
  title: string;
  /** The code to copy; absent for a step that is only text. */
  code?: string;
  language?: CodeLanguage;
  /** The file the code goes in, e.g. "app.js". */
  file?: string;
}

/** The instructions shown for one catalogue entry. */
export interface InstallCode {
  /** False when no configuration of that tool is known to work with the collector: the steps are the HTTP API. */
  verified: boolean;
  steps: InstallStep[];
}

/** Builds the steps of one entry for a target. */
export type SnippetBuilder = (target: InstallTarget) => InstallStep[];

/** A string literal between `quote`s, with backslashes and the quote escaped (JavaScript, Python, Ruby, PHP, Go, Java, C#). */
export function literal(value: string, quote: "'" | '"'): string {
  return `${quote}${value.replace(/\\/g, '\\\\').split(quote).join(`\\${quote}`)}${quote}`;
}

/** A single-quoted shell word. */
export function shellWord(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The collector as host[/prefix] without a scheme: the form the browser SDK's `host` option takes. */
export function hostOf(collectorUrl: string): string {
  return collectorUrl.replace(/^[a-z][a-z\d+.-]*:\/\//i, '');
}
