/** The Node.js (Express) install instructions shown next to a collector token. */

/** Command that installs the Node.js SDK. */
export const NODE_INSTALL_COMMAND = 'npm install moesif-nodejs';

/** A JavaScript single-quoted string literal of the value. */
function quoted(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * Express set-up code that logs every API call to this app: the collector token is the SDK's applicationId and
 * baseUri points the SDK at this site's collector instead of its default endpoint.
 */
export function expressSnippet(collectorToken: string, collectorUrl: string): string {
  return [
    "const express = require('express');",
    "const moesif = require('moesif-nodejs');",
    '',
    'const app = express();',
    '',
    '// Log every API call of this server to Apiscope. Add it before your routes.',
    'app.use(',
    '  moesif({',
    `    applicationId: ${quoted(collectorToken)},`,
    `    baseUri: ${quoted(collectorUrl)},`,
    '  }),',
    ');',
  ].join('\n');
}
