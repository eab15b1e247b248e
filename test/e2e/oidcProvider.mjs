// A real OpenID Connect provider (oidc-provider) on a loopback port, for the single sign-on tests: one confidential
// client (authorization-code flow, PKCE required) and a small sign-in page where the person types the e-mail
// address, name and whether the address is verified. Consent is granted at once. Used by the browser suite through
// scripts/e2e.mjs and by the server tests, which start it as a child process (`node test/e2e/oidcProvider.mjs
// '<json options>'` prints `{"issuer", "clientId", "clientSecret"}` as one line and runs until SIGTERM).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** Id and display name the tests give the provider on the Apiscope side. */
export const E2E_PROVIDER = { id: 'acme', name: 'Acme SSO' };

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid, clientName, error) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme SSO sign-in</title><style>body{font:16px system-ui;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input[type=email],input[type=text]{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.5rem 1rem}</style></head>
<body><main><h1>Sign in to ${escapeHtml(clientName)}</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name">
<label><input name="email_verified" type="checkbox" value="true" checked> E-mail address verified</label>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form></main></body></html>`;
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider. `redirectUris`: the client's registered redirect URIs (e.g.
 * `${apiscopeBaseUrl}/api/auth/sso/acme/callback`). Answers its issuer, client credentials, the OIDC_* environment
 * for an Apiscope server, and close().
 */
export async function startOidcProvider({ port = 0, redirectUris, clientId = 'apiscope-test', clientSecret = randomBytes(24).toString('base64url') }) {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const accounts = new Map();

  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId, client_secret: clientSecret, client_name: 'Apiscope', redirect_uris: redirectUris,
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post',
    }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><title>Sign-in error</title><main><h1>Sign-in error</h1><pre>${escapeHtml(JSON.stringify(out))}</pre></main></html>`;
    },
  });
  const providerHandler = provider.callback();

  async function interaction(req, res, uid, action) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person cancelled' }, { mergeWithLastSubmission: false });
    }
    if (action === 'login') {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!email.includes('@')) return send(res, 400, signInPage(uid, 'Apiscope', 'Enter an e-mail address.'));
      const accountId = `acct-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
      accounts.set(accountId, { email, email_verified: form.get('email_verified') === 'true', name: form.get('name') || email.split('@')[0] });
      return provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    }
    if (details.prompt.name === 'login') return send(res, 200, signInPage(uid, 'Apiscope'));
    const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  server.on('request', (req, res) => {
    // Browsers ask every origin for an icon; a 404 would be a console error in the browser tests.
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(new URL(req.url, issuer).pathname);
    if (!match) return providerHandler(req, res);
    interaction(req, res, match[1], match[2]).catch((error) => send(res, 400, `<!doctype html><title>Error</title><p>${escapeHtml(error.message)}</p>`));
  });

  return {
    issuer,
    clientId,
    clientSecret,
    /** Environment that configures an Apiscope server to use this provider and return to `apiscopeBaseUrl`. */
    env(apiscopeBaseUrl) {
      const prefix = `OIDC_${E2E_PROVIDER.id.toUpperCase()}`;
      return {
        OIDC_PROVIDERS: E2E_PROVIDER.id, [`${prefix}_ISSUER`]: issuer, [`${prefix}_CLIENT_ID`]: clientId,
        [`${prefix}_CLIENT_SECRET`]: clientSecret, [`${prefix}_NAME`]: E2E_PROVIDER.name, OIDC_REDIRECT_BASE_URL: apiscopeBaseUrl,
      };
    },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

function send(res, status, html) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

// Child-process mode for the server tests.
if (import.meta.url === `file://${process.argv[1]}`) {
  const options = JSON.parse(process.argv[2] ?? '{}');
  const started = await startOidcProvider(options);
  process.stdout.write(`${JSON.stringify({ issuer: started.issuer, clientId: started.clientId, clientSecret: started.clientSecret })}\n`);
  process.on('SIGTERM', () => started.close().then(() => process.exit(0)));
}
