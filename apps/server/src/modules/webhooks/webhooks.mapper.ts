import type { AlertEvent } from '@adatlas/domain/alerts';
import type { TenantId } from '@adatlas/domain/tenants';
import {
  WEBHOOK_FOLLOW_EVENTS,
  WEBHOOK_OBJECT_TYPES,
  WEBHOOK_SAVED_SEARCH_EVENT,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  WebhookDeliveryTypeSchema,
  type WebhookEndpoint,
  type WebhookEndpointListItem,
  type WebhookEvent,
  WebhookEventSchema,
  type WebhookPayload,
  type WebhookSavedSearchPayload,
} from '@adatlas/domain/webhooks';
import type {
  DeliveryRow,
  EndpointRow,
  findUndeliveredEvents,
  ListedEndpointRow,
} from './webhooks.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const isEvent = (event: string): event is WebhookEvent => WebhookEventSchema.safeParse(event).success;
const isFollowEvent = (event: string): event is AlertEvent =>
  (WEBHOOK_FOLLOW_EVENTS as readonly string[]).includes(event);

export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isEvent),
    secretPrefix: row.secret_prefix,
    createdAt: new Date(row.created_at).toISOString(),
    enabled: row.disabled_at === null,
    disabledReason: row.disabled_reason,
    failingSince: iso(row.failing_since),
  };
}

export function toWebhookEndpointListItem(row: ListedEndpointRow): WebhookEndpointListItem {
  return {
    ...toWebhookEndpoint(row),
    lastDelivery:
      row.last_id === null || row.last_event_type === null || row.last_status === null
        ? null
        : {
            id: row.last_id,
            type: WebhookDeliveryTypeSchema.parse(row.last_event_type),
            status: row.last_status,
            lastStatusCode: row.last_status_code,
            createdAt: new Date(row.last_created_at ?? 0).toISOString(),
            deliveredAt: iso(row.last_delivered_at),
          },
  };
}

/** The event's id: the same for every endpoint, retry and resend, for receivers to dedupe. */
export const webhookEventId = (tenant: TenantId, eventId: number) => `evt_${tenant}_${eventId}`;

export function toWebhookDelivery(row: DeliveryRow, tenant: TenantId): WebhookDelivery {
  return {
    id: row.id,
    eventId: webhookEventId(tenant, Number(row.event_id)),
    type: WebhookDeliveryTypeSchema.parse(row.event_type),
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastLatencyMs: row.last_latency_ms,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    deliveredAt: iso(row.delivered_at),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  };
}

type EventRow = Awaited<ReturnType<typeof findUndeliveredEvents>>[number];

/** A thin event: which company, which record; the receiver reads them through the API, with its rights. */
export function toWebhookPayload(row: EventRow & { event: AlertEvent }, tenant: TenantId): WebhookPayload {
  return {
    id: webhookEventId(tenant, Number(row.event_id)),
    type: row.event,
    tenant,
    createdAt: new Date(row.created_at).toISOString(),
    data: {
      company: { id: row.company_id, name: row.company_name },
      object: { type: WEBHOOK_OBJECT_TYPES[row.event], id: Number(row.entity_id) },
    },
  };
}

/** Records that entered one of the owner's followed saved searches, as the owner may see them. */
export function toSavedSearchPayload(
  event: { id: string | number; created_at: Date | string },
  data: WebhookSavedSearchPayload['data'],
  tenant: TenantId,
): WebhookSavedSearchPayload {
  return {
    id: webhookEventId(tenant, Number(event.id)),
    type: WEBHOOK_SAVED_SEARCH_EVENT,
    tenant,
    createdAt: new Date(event.created_at).toISOString(),
    data,
  };
}

/** "Send test event": names the endpoint it went to, so a receiver can tell its endpoints apart. */
export function toPingPayload(
  event: { id: number; createdAt: Date },
  endpoint: { id: number; url: string },
  tenant: TenantId,
): WebhookPayload {
  return {
    id: webhookEventId(tenant, event.id),
    type: WEBHOOK_TEST_EVENT,
    tenant,
    createdAt: event.createdAt.toISOString(),
    data: { endpoint: { id: endpoint.id, url: endpoint.url } },
  };
}

export { isFollowEvent as isWebhookFollowEvent };
