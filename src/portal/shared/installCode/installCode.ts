/**
 * The install instructions of each catalogue entry. Only set-ups known to work against the Apiscope collector have
 * their own code; every other entry gets the HTTP API, which always works, and a pointer to the guides.
 */
import { csharpSnippet, goSnippet, javaSnippet } from './compiledSnippets';
import { eventCurl, httpApiSnippet, kongSnippet } from './httpSnippets';
import type { InstallCode, InstallTarget, SnippetBuilder } from './installTypes';
import { nodeSnippet, phpSnippet, pythonSnippet, rubySnippet } from './scriptSnippets';
import { browserSnippet, gtmSnippet } from './webSnippets';

export type { InstallCode, InstallStep, InstallTarget } from './installTypes';

/** Entries with code of their own, by catalogue id. */
const VERIFIED: Record<string, SnippetBuilder> = {
  nodejs: nodeSnippet,
  python: pythonSnippet,
  go: goSnippet,
  php: phpSnippet,
  ruby: rubySnippet,
  java: javaSnippet,
  csharp: csharpSnippet,
  browser: browserSnippet,
  gtm: gtmSnippet,
  kong: kongSnippet,
  httpapi: httpApiSnippet,
};

/** True when the entry has working code of its own. */
export const hasVerifiedCode = (integrationId: string): boolean => Object.hasOwn(VERIFIED, integrationId);

/** The instructions for an entry, with the app's token and this server's collector written in. */
export function installCodeFor(integrationId: string, target: InstallTarget): InstallCode {
  if (hasVerifiedCode(integrationId)) return { verified: true, steps: VERIFIED[integrationId](target) };
  return {
    verified: false,
    steps: [{ title: 'Send a test API call with the HTTP API to check the connection.', language: 'bash', code: eventCurl(target) }],
  };
}
