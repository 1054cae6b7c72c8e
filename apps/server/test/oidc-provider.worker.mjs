// A real OpenID Connect provider (oidc-provider) on loopback, for the single sign-on tests. It runs
// in a worker thread so its clock can be moved (`/__test/clock`) without moving the server's: an
// ID token minted two hours ago is expired however the server checks it.
import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import Provider from 'oidc-provider';

const realNow = Date.now.bind(Date);
let clockOffsetMs = 0;
Date.now = () => realNow() + clockOffsetMs;

const { clients, port = 0 } = workerData;
/** Accounts as signed in through the form: subject → claims. */
const accounts = new Map();

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

const server = createServer();
server.listen(port, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients,
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 3600 },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...account }) };
    },
  });
  const callback = provider.callback();

  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url, issuer);
      if (url.pathname === '/__test/clock' && req.method === 'POST') {
        clockOffsetMs = Number((await readForm(req)).get('offsetSeconds') ?? 0) * 1000;
        res.writeHead(204).end();
        return;
      }
      if (url.pathname.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(`<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label>Subject <input name="subject" required></label>
<label>E-mail <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<button type="submit">Sign in</button>
</form></body></html>`);
          return;
        }
        const form = await readForm(req);
        const subject = form.get('subject');
        const name = form.get('name') || undefined;
        accounts.set(subject, { email: form.get('email'), email_verified: true, ...(name ? { name } : {}) });
        const grant = new provider.Grant({ accountId: subject, clientId: details.params.client_id });
        grant.addOIDCScope(details.params.scope);
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: subject }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      callback(req, res);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  parentPort.postMessage({ issuer });
});
