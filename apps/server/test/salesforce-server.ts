import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Salesforce speaking what the CRM push uses: the OAuth token endpoint (authorization code
 * and refresh token grants), SOQL `query`, and sObject Collections (`POST` / `PATCH
 * /composite/sobjects`, allOrNone false) for Contact and Account, with 401 INVALID_SESSION_ID for an
 * expired access token and 429 REQUEST_LIMIT_EXCEEDED with Retry-After.
 */
export interface FakeSalesforceServer {
  url: string;
  clientId: string;
  clientSecret: string;
  code: string;
  refreshToken: string;
  accessToken: string;
  records: Map<string, { type: string; fields: Record<string, unknown> }>;
  /** The next N collection calls answer 429 REQUEST_LIMIT_EXCEEDED with Retry-After: 1. */
  rateLimitNext: number;
  /** Contacts with these e-mails are refused row by row (INVALID_EMAIL_ADDRESS). */
  refuse: Set<string>;
  refreshes: number;
  calls: { method: string; path: string; authorization?: string; body: string; at: number }[];
  /** The current access token stops working, as when a session times out. */
  expireAccessToken(): void;
  contactByEmail(email: string): { id: string; fields: Record<string, unknown> } | undefined;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const ID_PREFIX: Record<string, string> = { Contact: '003', Account: '001' };

export async function startSalesforceServer(): Promise<FakeSalesforceServer> {
  let nextId = 100;
  let accessCount = 1;
  let url = '';
  const state: Omit<FakeSalesforceServer, 'url' | 'close' | 'expireAccessToken' | 'contactByEmail'> = {
    clientId: 'sf-consumer-key',
    clientSecret: 'sf-consumer-secret',
    code: 'sf-authorization-code',
    refreshToken: 'sf-refresh-token-0001',
    accessToken: 'sf-access-token-1',
    records: new Map(),
    rateLimitNext: 0,
    refuse: new Set(),
    refreshes: 0,
    calls: [],
  };
  const newId = (type: string) => {
    nextId += 1;
    return `${ID_PREFIX[type] ?? '00X'}${String(nextId).padStart(15, '0')}`;
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const [path = '', query = ''] = (request.url ?? '').split('?');
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
    if (request.method === 'POST' && path === '/services/oauth2/token') {
      const params = new URLSearchParams(body);
      if (params.get('client_id') !== state.clientId || params.get('client_secret') !== state.clientSecret) {
        return reply(400, { error: 'invalid_client', error_description: 'invalid client credentials' });
      }
      const grant = params.get('grant_type');
      const valid =
        (grant === 'authorization_code' && params.get('code') === state.code) ||
        (grant === 'refresh_token' && params.get('refresh_token') === state.refreshToken);
      if (!valid)
        return reply(400, { error: 'invalid_grant', error_description: 'expired access/refresh token' });
      if (grant === 'refresh_token') {
        state.refreshes += 1;
        accessCount += 1;
        state.accessToken = `sf-access-token-${accessCount}`;
      }
      return reply(200, {
        access_token: state.accessToken,
        ...(grant === 'authorization_code' ? { refresh_token: state.refreshToken } : {}),
        instance_url: url,
        id: `${url}/id/00DORG000000001/005USER00000001`,
        token_type: 'Bearer',
        issued_at: String(Date.now()),
        signature: 'c2lnbmF0dXJl',
      });
    }
    if (request.headers.authorization !== `Bearer ${state.accessToken}`) {
      return reply(401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
    }
    const api = /^\/services\/data\/v\d+\.\d\/(.*)$/.exec(path)?.[1];
    if (api === 'query' && request.method === 'GET') {
      const soql = new URLSearchParams(query).get('q') ?? '';
      const match = /^SELECT (.+) FROM (\w+) WHERE (\w+) IN \((.*)\)$/.exec(soql);
      if (!match) return reply(400, [{ message: `unexpected query ${soql}`, errorCode: 'MALFORMED_QUERY' }]);
      const [, , type, field, list = ''] = match;
      const wanted = new Set(
        [...list.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => (m[1] ?? '').toLowerCase()),
      );
      const found = [...state.records.entries()]
        .filter(
          ([, record]) =>
            record.type === type && wanted.has(String(record.fields[field ?? ''] ?? '').toLowerCase()),
        )
        .map(([id, record]) => ({
          attributes: { type, url: `/services/data/v62.0/sobjects/${type}/${id}` },
          Id: id,
          ...record.fields,
        }));
      return reply(200, { totalSize: found.length, done: true, records: found });
    }
    if (api === 'composite/sobjects' && (request.method === 'POST' || request.method === 'PATCH')) {
      if (state.rateLimitNext > 0) {
        state.rateLimitNext -= 1;
        return reply(
          429,
          [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }],
          {
            'retry-after': '1',
          },
        );
      }
      const { records } = JSON.parse(body) as {
        records: ({ attributes: { type: string }; id?: string } & Record<string, unknown>)[];
      };
      const results = records.map(({ attributes, id, ...fields }) => {
        const email = String(fields.Email ?? '').toLowerCase();
        if (attributes.type === 'Contact' && state.refuse.has(email)) {
          return {
            success: false,
            errors: [
              {
                statusCode: 'INVALID_EMAIL_ADDRESS',
                message: `Email: invalid email address: ${email}`,
                fields: ['Email'],
              },
            ],
          };
        }
        if (request.method === 'PATCH') {
          const existing = id ? state.records.get(id) : undefined;
          if (!existing || !id)
            return {
              success: false,
              errors: [{ statusCode: 'ENTITY_IS_DELETED', message: 'gone', fields: [] }],
            };
          existing.fields = { ...existing.fields, ...fields };
          return { id, success: true, errors: [] };
        }
        const created = newId(attributes.type);
        state.records.set(created, { type: attributes.type, fields });
        return { id: created, success: true, errors: [] };
      });
      return reply(200, results);
    }
    reply(404, [{ message: `no route ${request.method} ${path}`, errorCode: 'NOT_FOUND' }]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  return Object.assign(state, {
    url,
    expireAccessToken() {
      state.accessToken = `expired-${state.accessToken}`;
    },
    contactByEmail(email: string) {
      for (const [id, record] of state.records) {
        if (record.type === 'Contact' && String(record.fields.Email).toLowerCase() === email)
          return { id, fields: record.fields };
      }
      return undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
