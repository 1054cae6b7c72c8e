import { AppError } from '../errors/app-error.ts';

/** One subscriber as the companion mailer stores it (see docs/mailer.md). */
export interface MailerContact {
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
}

export interface MailerCredentials {
  username: string;
  password: string;
}

export interface CompanionMailer {
  /** A session token for the user's mailer account; 401/403 → MAILER_LOGIN_FAILED. */
  login(credentials: MailerCredentials): Promise<string>;
  /** Adds one batch to the named list (created by the mailer if missing). */
  addContacts(token: string, listName: string, contacts: readonly MailerContact[]): Promise<void>;
}

export interface CompanionMailerOptions {
  /** MAILER_URL; without it every call answers SERVICE_UNAVAILABLE. */
  baseUrl: string | undefined;
  timeoutMs?: number;
  /** Extra attempts after a 5xx, a timeout or a network failure; 4xx answers are never retried. */
  retries?: number;
}

class RetryableFailure extends Error {}

export function createCompanionMailer(options: CompanionMailerOptions): CompanionMailer {
  const { baseUrl, timeoutMs = 5000, retries = 2 } = options;

  async function attempt(path: string, body: unknown, token?: string): Promise<Response> {
    try {
      const response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new RetryableFailure(`mailer answered ${response.status}`);
      }
      return response;
    } catch (error) {
      if (error instanceof RetryableFailure) throw error;
      throw new RetryableFailure(`mailer unreachable: ${(error as Error).message}`);
    }
  }

  async function post(path: string, body: unknown, token?: string): Promise<Response> {
    if (!baseUrl)
      throw new AppError('SERVICE_UNAVAILABLE', 'The companion mailer is not configured (MAILER_URL)');
    let lastFailure: Error | undefined;
    for (let tries = 0; tries <= retries; tries += 1) {
      try {
        return await attempt(path, body, token);
      } catch (error) {
        lastFailure = error as Error;
      }
    }
    throw new AppError('UNKNOWN', `The companion mailer failed: ${lastFailure?.message ?? 'no answer'}`);
  }

  return {
    async login(credentials) {
      const response = await post('/api/login', credentials);
      if (response.status === 401 || response.status === 403) {
        throw new AppError('MAILER_LOGIN_FAILED', 'The mailer refused the credentials saved on your profile');
      }
      const payload = (await response.json().catch(() => null)) as { token?: unknown } | null;
      if (!response.ok || typeof payload?.token !== 'string') {
        throw new AppError('UNKNOWN', `The companion mailer login answered ${response.status}`);
      }
      return payload.token;
    },

    async addContacts(token, listName, contacts) {
      const response = await post(`/api/lists/${encodeURIComponent(listName)}/contacts`, { contacts }, token);
      await response.body?.cancel();
      if (response.status === 401 || response.status === 403) {
        throw new AppError('MAILER_LOGIN_FAILED', 'The mailer refused the session for your account');
      }
      if (!response.ok)
        throw new AppError('UNKNOWN', `The companion mailer refused the contacts (${response.status})`);
    },
  };
}
