import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HubSpot speaking the endpoints the CRM push uses: `GET /crm/v3/objects/contacts` (token
 * check), `GET /account-info/v3/details` (the portal's number) and `POST
 * /crm/v3/objects/contacts/batch/upsert` (idProperty email), with HubSpot's answers: 200 COMPLETE, 207 with `errors` for refused rows, 400 for a batch with an invalid
 * e-mail, 401 for a wrong token and 429 with Retry-After.
 */
export interface FakeHubspotServer {
  url: string;
  token: string;
  contacts: Map<string, { id: string; properties: Record<string, string> }>;
  /** The next N upsert calls answer 429 with this Retry-After (seconds). */
  rateLimitNext: number;
  retryAfter: string;
  /** Upserted rows with these e-mails come back in `errors` (207). */
  refuse: Set<string>;
  /** A batch holding one of these e-mails is refused whole (400 VALIDATION_ERROR). */
  invalid: Set<string>;
  calls: { method: string; path: string; authorization?: string; body: unknown; at: number }[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

type UpsertInput = { idProperty: string; id: string; properties: Record<string, string> };

/** The private-app token the local HubSpot accepts unless told another one. */
export const HUBSPOT_TEST_TOKEN = 'pat-eu1-good-token-0001';

export async function startHubspotServer(token = HUBSPOT_TEST_TOKEN): Promise<FakeHubspotServer> {
  let nextId = 1000;
  const state: Omit<FakeHubspotServer, 'url' | 'close'> = {
    token,
    contacts: new Map(),
    rateLimitNext: 0,
    retryAfter: '2',
    refuse: new Set(),
    invalid: new Set(),
    calls: [],
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readJson(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    state.calls.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
      at: Date.now(),
    });
    const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${state.token}`) {
      return reply(401, {
        status: 'error',
        message: 'Authentication credentials not found.',
        category: 'INVALID_AUTHENTICATION',
        correlationId: 'c-1',
      });
    }
    if (request.method === 'GET' && path === '/crm/v3/objects/contacts') {
      const results = [...state.contacts.values()].slice(0, 1).map((contact) => ({
        id: contact.id,
        properties: contact.properties,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        archived: false,
      }));
      return reply(200, { results });
    }
    if (request.method === 'GET' && path === '/account-info/v3/details') {
      return reply(200, {
        portalId: 4242,
        timeZone: 'Europe/Rome',
        uiDomain: 'app-eu1.hubspot.com',
        dataHostingLocation: 'eu1',
      });
    }
    if (request.method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') {
      if (state.rateLimitNext > 0) {
        state.rateLimitNext -= 1;
        return reply(
          429,
          {
            status: 'error',
            message: 'You have reached your ten_secondly_rolling limit.',
            errorType: 'RATE_LIMIT',
            policyName: 'TEN_SECONDLY_ROLLING',
          },
          { 'retry-after': state.retryAfter },
        );
      }
      const inputs = (body as { inputs: UpsertInput[] }).inputs;
      const bad = inputs.find((input) => state.invalid.has(input.id));
      if (bad) {
        return reply(400, {
          status: 'error',
          message: `Property values were not valid: email ${bad.id}`,
          category: 'VALIDATION_ERROR',
          correlationId: 'c-2',
        });
      }
      const now = new Date().toISOString();
      const results: unknown[] = [];
      const errors: unknown[] = [];
      for (const input of inputs) {
        const email = input.id.toLowerCase();
        if (state.refuse.has(email)) {
          errors.push({
            status: 'error',
            category: 'VALIDATION_ERROR',
            message: `Email address ${email} is invalid`,
            context: { id: [email] },
            errors: [],
            links: {},
          });
          continue;
        }
        const existing = state.contacts.get(email);
        if (!existing) nextId += 1;
        const record = existing ?? { id: String(nextId), properties: {} };
        record.properties = { ...record.properties, ...input.properties, email };
        state.contacts.set(email, record);
        results.push({
          id: record.id,
          properties: record.properties,
          createdAt: now,
          updatedAt: now,
          archived: false,
          new: !existing,
        });
      }
      const payload = { status: 'COMPLETE', results, startedAt: now, completedAt: now };
      return errors.length > 0
        ? reply(207, { ...payload, errors, numErrors: errors.length })
        : reply(200, payload);
    }
    reply(404, { status: 'error', message: 'Not found', category: 'OBJECT_NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
