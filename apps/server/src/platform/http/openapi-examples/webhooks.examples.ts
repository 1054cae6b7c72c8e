import type { OperationExample } from './operation-example.ts';

const ENDPOINT = {
  id: 14,
  url: 'https://crm.example.com/hooks/adatlas',
  events: ['new_contact', 'new_pitch', 'saved_search_match'],
  secretPrefix: 'whsec_Q2x9fA',
  createdAt: '2026-11-20T09:00:00.000Z',
  enabled: true,
  disabledReason: null,
  failingSince: null,
};
const DELIVERY = {
  id: '5b0c7f0e-3f0e-4c0a-9d86-2f3c6a1e9b41',
  eventId: 'evt_italy_48213',
  type: 'new_contact',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastLatencyMs: 84,
  lastError: null,
  createdAt: '2026-11-26T10:00:03.000Z',
  deliveredAt: '2026-11-26T10:00:03.000Z',
  nextAttemptAt: null,
};

/** Webhook endpoints and their delivery logs (docs/api/webhooks.md). */
export const WEBHOOK_EXAMPLES: Record<string, OperationExample> = {
  'GET /api/v1/frontend/webhooks': {
    response: {
      data: [
        {
          ...ENDPOINT,
          lastDelivery: {
            id: DELIVERY.id,
            type: DELIVERY.type,
            status: DELIVERY.status,
            lastStatusCode: DELIVERY.lastStatusCode,
            createdAt: DELIVERY.createdAt,
            deliveredAt: DELIVERY.deliveredAt,
          },
        },
      ],
    },
  },
  'POST /api/v1/frontend/webhooks': {
    body: { url: ENDPOINT.url, events: ENDPOINT.events },
    response: { data: { ...ENDPOINT, secret: 'whsec_Q2x9fA7kLmN3pR8sT1vW4yZ6bD0eG5hJ2kM9nP3qS7u' } },
  },
  'PATCH /api/v1/frontend/webhooks/:id': {
    params: { id: ENDPOINT.id },
    body: { enabled: false },
    response: {
      data: { ...ENDPOINT, enabled: false, disabledReason: 'owner' },
    },
  },
  'DELETE /api/v1/frontend/webhooks/:id': { params: { id: ENDPOINT.id } },
  'GET /api/v1/frontend/webhooks/:id/deliveries': {
    params: { id: ENDPOINT.id },
    response: {
      data: [
        {
          ...DELIVERY,
          id: '0e7d2c51-8a43-4f7e-b2c9-6d1a5e3f8c20',
          eventId: 'evt_italy_48240',
          type: 'new_pitch',
          status: 'pending',
          attempts: 2,
          lastStatusCode: 503,
          lastLatencyMs: 1_210,
          lastError: 'HTTP 503',
          createdAt: '2026-11-26T11:30:02.000Z',
          deliveredAt: null,
          nextAttemptAt: '2026-11-26T11:31:32.000Z',
        },
        {
          ...DELIVERY,
          id: '9c41e6b2-7d05-4a8f-b3e1-52f0c9d7a614',
          eventId: 'evt_italy_48231',
          type: 'saved_search_match',
          createdAt: '2026-11-26T10:45:01.000Z',
          deliveredAt: '2026-11-26T10:45:01.000Z',
        },
        DELIVERY,
      ],
    },
  },
  'POST /api/v1/frontend/webhooks/:id/deliveries/:deliveryId/resend': {
    params: { id: ENDPOINT.id, deliveryId: DELIVERY.id },
    response: { data: { ...DELIVERY, status: 'pending', nextAttemptAt: '2026-11-27T09:15:00.000Z' } },
  },
  'POST /api/v1/frontend/webhooks/:id/test': {
    params: { id: ENDPOINT.id },
    response: {
      data: {
        ...DELIVERY,
        id: '3f8a1d27-6c4e-4b9a-8e52-d1c07b6f9a33',
        eventId: 'evt_italy_48302',
        type: 'ping',
        lastLatencyMs: 112,
        createdAt: '2026-11-27T09:20:00.000Z',
        deliveredAt: '2026-11-27T09:20:00.000Z',
      },
    },
  },
};
