import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface TestOidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  /** Moves the provider's clock (not the server's) by this many seconds. */
  setClockOffset(seconds: number): Promise<void>;
  close(): Promise<void>;
}

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'oidc-provider.worker.mjs');

/** Starts the loopback OpenID Connect provider of `oidc-provider.worker.mjs` with these clients. */
export async function startTestOidcProvider(clients: TestOidcClient[], port = 0): Promise<TestOidcProvider> {
  const worker = new Worker(WORKER, { workerData: { clients, port }, stderr: true });
  worker.stderr.resume();
  const issuer = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { issuer: string }) => resolve(message.issuer));
    worker.once('error', reject);
  });
  return {
    issuer,
    async setClockOffset(seconds) {
      const response = await fetch(`${issuer}/__test/clock`, {
        method: 'POST',
        body: new URLSearchParams({ offsetSeconds: String(seconds) }),
      });
      if (response.status !== 204) throw new Error(`clock offset refused: ${response.status}`);
    },
    async close() {
      await worker.terminate();
    },
  };
}

/**
 * Plays the browser through the provider: follows redirects with cookies, fills the sign-in form
 * with this subject and e-mail, and answers the URL the provider finally sends back to the app.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  account: { subject: string; email: string },
  redirectUri: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectUri)) return url;
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: cookieHeader() },
    });
    keep(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      init = { method: 'GET' };
      await response.body?.cancel();
      continue;
    }
    const html = await response.text();
    if (response.status !== 200 || !url.includes('/interaction/')) {
      throw new Error(`provider answered ${response.status} at ${url}: ${html.slice(0, 300)}`);
    }
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subject: account.subject, email: account.email }).toString(),
    };
  }
  throw new Error('too many redirects at the provider');
}
