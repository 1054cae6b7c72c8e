import { Connection, OAuth2 } from 'jsforce';
import {
  CrmCallError,
  type CrmContactInput,
  type CrmPusher,
  type CrmRowResult,
  callWithRetry,
  type FailureVerdict,
  type RetryPolicy,
} from './crm-client.ts';

export interface SalesforceSettings extends RetryPolicy {
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  version: string;
}

export interface SalesforceTokens {
  accessToken: string;
  refreshToken: string;
  instanceUrl: string;
}

/** `api` for the REST calls, `refresh_token` so the push keeps working once the access token expires. */
const SCOPES = 'api refresh_token';
const RATE_LIMITED = new Set(['REQUEST_LIMIT_EXCEEDED', 'ERROR_HTTP_429', 'SERVER_UNAVAILABLE']);
const AUTH_FAILED = new Set(['INVALID_SESSION_ID', 'invalid_grant', 'ERROR_HTTP_401', 'INVALID_AUTH_HEADER']);

function oauth2Of(settings: SalesforceSettings): OAuth2 {
  return new OAuth2({
    loginUrl: settings.loginUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
  });
}

/**
 * jsforce's errors carry the API's errorCode (or the OAuth error as their name) but not the
 * response headers, so a rate limit waits a doubling delay here.
 */
function judgeSalesforce(error: unknown): FailureVerdict {
  const code = String(
    (error as { errorCode?: string; name?: string })?.errorCode ?? (error as Error)?.name ?? '',
  );
  if (RATE_LIMITED.has(code) || /^ERROR_HTTP_5\d\d$/.test(code) || code === 'FetchError') {
    return { retry: true, retryAfter: null };
  }
  if (AUTH_FAILED.has(code)) {
    return {
      retry: false,
      error: new CrmCallError('auth', 'Salesforce refused the connection', { cause: error }),
    };
  }
  return {
    retry: false,
    error: new CrmCallError('rejected', `Salesforce answered ${code}`, { cause: error }),
  };
}

export function salesforceAuthorizationUrl(settings: SalesforceSettings, state: string): string {
  return oauth2Of(settings).getAuthorizationUrl({ scope: SCOPES, state });
}

/** The authorization code for the tokens, and which organisation they reach. */
export async function exchangeSalesforceCode(
  settings: SalesforceSettings,
  code: string,
): Promise<SalesforceTokens & { accountName: string }> {
  const conn = new Connection({ oauth2: oauth2Of(settings), version: settings.version });
  const userInfo = await callWithRetry(() => conn.authorize(code), settings, judgeSalesforce);
  if (!conn.refreshToken)
    throw new CrmCallError('auth', 'Salesforce granted no refresh token (scope refresh_token)');
  return {
    accessToken: conn.accessToken ?? '',
    refreshToken: conn.refreshToken,
    instanceUrl: conn.instanceUrl,
    accountName: `Salesforce org ${userInfo.organizationId}`,
  };
}

const soqlString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

type SaveResult = { id?: string; success: boolean; errors?: unknown[] };

/**
 * Contacts upserted by e-mail (no external id needed): one query finds the existing ones, then
 * sObject Collections insert the new and update the known, each row answering on its own
 * (allOrNone false). Companies become Accounts, found by name or created.
 */
export function createSalesforcePusher(
  settings: SalesforceSettings,
  tokens: SalesforceTokens,
  onRefresh: (accessToken: string) => Promise<void>,
): CrmPusher {
  const conn = new Connection({
    oauth2: oauth2Of(settings),
    version: settings.version,
    instanceUrl: tokens.instanceUrl,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  });
  let refreshed: Promise<void> = Promise.resolve();
  conn.on('refresh', (accessToken: string) => {
    refreshed = onRefresh(accessToken);
  });
  const call = async <T>(run: () => Promise<T>) => {
    const result = await callWithRetry(run, settings, judgeSalesforce);
    await refreshed;
    return result;
  };

  async function accountIds(names: readonly string[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    if (names.length === 0) return ids;
    const found = await call(
      async () =>
        await conn.query<{ Id: string; Name: string }>(
          `SELECT Id, Name FROM Account WHERE Name IN (${names.map(soqlString).join(', ')})`,
        ),
    );
    for (const account of found.records) if (!ids.has(account.Name)) ids.set(account.Name, account.Id);
    const missing = names.filter((name) => !ids.has(name));
    if (missing.length > 0) {
      const created = (await call(() =>
        conn.sobject('Account').create(
          missing.map((Name) => ({ Name })),
          { allOrNone: false },
        ),
      )) as SaveResult[];
      // An account Salesforce refuses leaves its contacts without one; they are still pushed.
      for (const [index, result] of created.entries()) {
        const name = missing[index];
        if (result.success && result.id && name) ids.set(name, result.id);
      }
    }
    return ids;
  }

  return {
    async upsertContacts(batch) {
      const emails = batch.map((contact) => contact.email);
      const existing = await call(
        async () =>
          await conn.query<{ Id: string; Email: string }>(
            `SELECT Id, Email FROM Contact WHERE Email IN (${emails.map(soqlString).join(', ')})`,
          ),
      );
      const known = new Map<string, string>();
      for (const record of existing.records) {
        const email = record.Email.toLowerCase();
        if (!known.has(email)) known.set(email, record.Id);
      }
      const companies = [...new Set(batch.flatMap((contact) => (contact.company ? [contact.company] : [])))];
      const accounts = await accountIds(companies);
      const fieldsOf = (contact: CrmContactInput) => ({
        Email: contact.email,
        FirstName: contact.firstName ?? undefined,
        // Salesforce requires a last name.
        LastName: contact.lastName || contact.email,
        Title: contact.title ?? undefined,
        MailingCity: contact.city ?? undefined,
        AccountId: contact.company ? accounts.get(contact.company) : undefined,
      });
      const toUpdate = batch.filter((contact) => known.has(contact.email.toLowerCase()));
      const toInsert = batch.filter((contact) => !known.has(contact.email.toLowerCase()));
      const results: CrmRowResult[] = [];
      const record = (
        contact: CrmContactInput,
        outcome: 'created' | 'updated',
        saved: SaveResult | undefined,
      ) =>
        results.push(
          saved?.success
            ? { position: contact.position, outcome, crmId: saved.id ?? null, reason: null }
            : { position: contact.position, outcome: 'failed', crmId: null, reason: 'CRM_REJECTED' },
        );
      if (toInsert.length > 0) {
        const saved = (await call(() =>
          conn.sobject('Contact').create(toInsert.map(fieldsOf), { allOrNone: false }),
        )) as SaveResult[];
        for (const [index, contact] of toInsert.entries()) record(contact, 'created', saved[index]);
      }
      if (toUpdate.length > 0) {
        const saved = (await call(() =>
          conn.sobject('Contact').update(
            toUpdate.map((contact) => ({
              Id: known.get(contact.email.toLowerCase()) ?? '',
              ...fieldsOf(contact),
            })),
            { allOrNone: false },
          ),
        )) as SaveResult[];
        for (const [index, contact] of toUpdate.entries()) record(contact, 'updated', saved[index]);
      }
      return results;
    },
  };
}
