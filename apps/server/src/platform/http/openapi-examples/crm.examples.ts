import type { OperationExample } from './operation-example.ts';

const CONNECTED = {
  plugin: true,
  salesforceAvailable: true,
  provider: 'hubspot',
  accountName: 'HubSpot portal 4242',
  connectedAt: '2026-11-26T09:30:00.000Z',
};
const PUSH = {
  id: 731,
  provider: 'hubspot',
  status: 'running',
  total: 3,
  processed: 2,
  created: 1,
  updated: 0,
  skipped: 1,
  failed: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
};

/** The CRM push (#34): the connection (never its tokens), pushes and their per-contact report. */
export const CRM_EXAMPLES: Record<string, OperationExample> = {
  'GET /api/v1/frontend/crm/connection': { response: { data: CONNECTED } },
  'DELETE /api/v1/frontend/crm/connection': {
    response: { data: { ...CONNECTED, provider: null, accountName: null, connectedAt: null } },
  },
  'PUT /api/v1/frontend/crm/hubspot': {
    body: { token: 'pat-eu1-00000000-0000-0000-0000-000000000000' },
    response: { data: CONNECTED },
  },
  'POST /api/v1/frontend/crm/salesforce/start': {
    response: {
      data: {
        authorizationUrl:
          'https://login.salesforce.com/services/oauth2/authorize?response_type=code&client_id=3MVG9…&redirect_uri=https%3A%2F%2Fapp.adatlas.example%2Fprofile%2Fcrm&scope=api%20refresh_token&state=…',
      },
    },
  },
  'POST /api/v1/frontend/crm/salesforce/callback': {
    body: { code: 'aPrxYXyxzkuBzbiFH5a1hvmsJ…', state: 'Yk1x….Q2n….c3Rh…' },
    response: {
      data: { ...CONNECTED, provider: 'salesforce', accountName: 'Salesforce org 00D5g000004Abc1' },
    },
  },
  'POST /api/v1/frontend/crm/pushes': {
    body: { tagId: 88 },
    response: { data: { ...PUSH, status: 'queued', processed: 1, created: 0 } },
  },
  'GET /api/v1/frontend/crm/pushes/:id': {
    params: { id: PUSH.id },
    response: {
      data: {
        ...PUSH,
        rows: [
          {
            contactId: 90412,
            name: 'Giulia',
            surname: 'Bianchi',
            company: 'Barilla G. e R. Fratelli S.p.A.',
            outcome: 'created',
            reason: null,
            crmId: '51',
          },
          {
            contactId: 90413,
            name: 'Marco',
            surname: 'Conti',
            company: 'Armando Testa S.p.A.',
            outcome: 'skipped',
            reason: 'NOT_REVEALED',
            crmId: null,
          },
          {
            contactId: 90414,
            name: 'Sara',
            surname: 'Ferri',
            company: 'Publicis Italia S.r.l.',
            outcome: null,
            reason: null,
            crmId: null,
          },
        ],
      },
    },
  },
};
