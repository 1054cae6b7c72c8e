import { Client } from '@hubspot/api-client';
import {
  CrmCallError,
  type CrmContactInput,
  type CrmPusher,
  type CrmRowResult,
  callWithRetry,
  type FailureVerdict,
  type RetryPolicy,
} from './crm-client.ts';

export interface HubspotSettings extends RetryPolicy {
  baseUrl: string;
}

interface HubspotFailure {
  code?: number;
  headers?: Record<string, string>;
  body?: { category?: string };
}

/** The SDK throws ApiException (code, headers, body) for any status it does not expect. */
function judgeHubspot(error: unknown): FailureVerdict {
  const failure = error as HubspotFailure;
  const status = typeof failure?.code === 'number' ? failure.code : 0;
  if (status === 429 || status >= 500 || status === 0) {
    return { retry: true, retryAfter: failure.headers?.['retry-after'] ?? null };
  }
  if (status === 401 || status === 403) {
    return { retry: false, error: new CrmCallError('auth', 'HubSpot refused the private-app token') };
  }
  return {
    retry: false,
    error: new CrmCallError('rejected', `HubSpot answered ${status}`, { cause: error }),
  };
}

function clientFor(settings: HubspotSettings, token: string): Client {
  // Retries are ours (they honour Retry-After); the SDK's would wait 10 s per 429 regardless.
  return new Client({ accessToken: token, basePath: settings.baseUrl, numberOfApiCallRetries: 0 });
}

/**
 * Checks a private-app token with a call its scopes must allow (reading one contact), then names
 * the portal it reaches when HubSpot tells (account details need the token's `oauth` scope).
 */
export async function verifyHubspotToken(
  settings: HubspotSettings,
  token: string,
): Promise<{ accountName: string }> {
  const client = clientFor(settings, token);
  await callWithRetry(() => client.crm.contacts.basicApi.getPage(1), settings, judgeHubspot);
  type Details = { portalId?: number };
  const details: Details = await client
    .apiRequest({ method: 'GET', path: '/account-info/v3/details' })
    .then((res) => (res.ok ? (res.json() as Promise<Details>) : {}))
    .catch(() => ({}));
  return { accountName: details.portalId ? `HubSpot portal ${details.portalId}` : 'HubSpot' };
}

function toInput(contact: CrmContactInput) {
  const properties: Record<string, string> = { email: contact.email };
  if (contact.firstName) properties.firstname = contact.firstName;
  if (contact.lastName) properties.lastname = contact.lastName;
  // The contact's "Company name" property: HubSpot's own association rules can link the company.
  if (contact.company) properties.company = contact.company;
  if (contact.title) properties.jobtitle = contact.title;
  if (contact.city) properties.city = contact.city;
  return { idProperty: 'email', id: contact.email, properties };
}

export function createHubspotPusher(settings: HubspotSettings, token: string): CrmPusher {
  const client = clientFor(settings, token);

  async function upsert(batch: readonly CrmContactInput[]): Promise<CrmRowResult[]> {
    const response = await callWithRetry(
      () => client.crm.contacts.batchApi.upsert({ inputs: batch.map(toInput) }),
      settings,
      judgeHubspot,
    );
    // A 207 answers the rows it took; the others are in `errors`, matched here by e-mail.
    const byEmail = new Map(
      response.results.map((result) => [String(result.properties.email ?? '').toLowerCase(), result]),
    );
    return batch.map((contact) => {
      const result = byEmail.get(contact.email.toLowerCase());
      return result
        ? {
            position: contact.position,
            outcome: result._new ? 'created' : 'updated',
            crmId: result.id,
            reason: null,
          }
        : { position: contact.position, outcome: 'failed', crmId: null, reason: 'CRM_REJECTED' };
    });
  }

  return {
    async upsertContacts(batch) {
      try {
        return await upsert(batch);
      } catch (error) {
        // One invalid row fails HubSpot's whole batch (400): send the rows one by one to find it.
        if (!(error instanceof CrmCallError) || error.kind !== 'rejected' || batch.length === 1) throw error;
        const results: CrmRowResult[] = [];
        for (const contact of batch) {
          try {
            results.push(...(await upsert([contact])));
          } catch (single) {
            if (!(single instanceof CrmCallError) || single.kind !== 'rejected') throw single;
            results.push({
              position: contact.position,
              outcome: 'failed',
              crmId: null,
              reason: 'CRM_REJECTED',
            });
          }
        }
        return results;
      }
    },
  };
}
