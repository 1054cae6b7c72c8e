import { z } from 'zod';
import { SAVED_SEARCH_TYPES } from '../saved-searches/saved-searches.constants.ts';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';
import {
  WEBHOOK_DELIVERY_TYPES,
  WEBHOOK_EVENTS,
  WEBHOOK_FOLLOW_EVENTS,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_SAVED_SEARCH_EVENT,
  WEBHOOK_SAVED_SEARCH_RECORDS_MAX,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX_LENGTH,
} from './webhooks.constants.ts';

export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
/** A delivery's type: an event an endpoint subscribes to, or the test `ping`. */
export const WebhookDeliveryTypeSchema = z.enum(WEBHOOK_DELIVERY_TYPES);
export type WebhookDeliveryType = z.infer<typeof WebhookDeliveryTypeSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventSchema),
  /** `whsec_` and the first characters of the signing secret. */
  secretPrefix: z.string(),
  createdAt: z.string(),
  enabled: z.boolean(),
  /** Why it stopped: switched off by its owner, or failing for three days. */
  disabledReason: z.enum(['owner', 'failing']).nullable(),
  /** Since when every delivery has failed; null while it answers. */
  failingSince: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointCreateRequestSchema = z
  .object({
    url: z.url({ protocol: /^https?$/ }).max(WEBHOOK_URL_MAX_LENGTH),
    events: z
      .array(WebhookEventSchema)
      .min(1)
      .max(WEBHOOK_EVENTS.length)
      .refine((events) => new Set(events).size === events.length, 'duplicate event'),
  })
  .strict();
export type WebhookEndpointCreateRequest = z.infer<typeof WebhookEndpointCreateRequestSchema>;

export const WebhookEndpointUpdateRequestSchema = z.object({ enabled: z.boolean() }).strict();

/** The answer to a creation: the only time the signing secret is ever sent. */
export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreatedSchema>;

export const WebhookDeliverySchema = z.object({
  /** The delivery (one event to one endpoint). */
  id: z.string(),
  /** The event's id, sent in the body and the `AdAtlas-Event-Id` header. */
  eventId: z.string(),
  type: WebhookDeliveryTypeSchema,
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

const payloadBase = { id: z.string(), tenant: TenantIdSchema, createdAt: z.string() };
const namedRecord = z.object({ id: z.number().int(), name: z.string() });

/** A follow event: which company, which record; read the record through the API, with your rights. */
export const WebhookFollowPayloadSchema = z.object({
  ...payloadBase,
  type: z.enum(WEBHOOK_FOLLOW_EVENTS),
  data: z.object({
    company: namedRecord,
    object: z.object({
      type: z.enum(['contact', 'creativeWork', 'investmentRound', 'acquisition', 'pitch', 'brand']),
      id: z.number().int(),
    }),
  }),
});

/**
 * Records that entered a followed saved search: the search, the first records by name (never a
 * contact's private fields) and the sync range that lists them all (`GET saved-searches/:id/new`).
 */
export const WebhookSavedSearchPayloadSchema = z.object({
  ...payloadBase,
  type: z.literal(WEBHOOK_SAVED_SEARCH_EVENT),
  data: z.object({
    savedSearch: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(SAVED_SEARCH_TYPES) }),
    total: z.number().int(),
    records: z
      .array(namedRecord.extend({ company: namedRecord.nullable() }))
      .max(WEBHOOK_SAVED_SEARCH_RECORDS_MAX),
    newSince: z.number().int(),
    newUntil: z.number().int(),
  }),
});
export type WebhookSavedSearchPayload = z.infer<typeof WebhookSavedSearchPayloadSchema>;

/** "Send test event": which endpoint it was sent to, nothing else. */
export const WebhookPingPayloadSchema = z.object({
  ...payloadBase,
  type: z.literal(WEBHOOK_TEST_EVENT),
  data: z.object({ endpoint: z.object({ id: z.number().int(), url: z.string() }) }),
});

/**
 * What a receiver gets: a thin event naming the records; read them through the API. Named, so
 * the OpenAPI document lists it among its components (docs/api/webhooks.md).
 */
export const WebhookPayloadSchema = z
  .union([WebhookFollowPayloadSchema, WebhookSavedSearchPayloadSchema, WebhookPingPayloadSchema])
  .meta({
    id: 'WebhookPayload',
    description:
      'The JSON body AdAtlas POSTs to a webhook endpoint, signed in the AdAtlas-Signature header (docs/api/webhooks.md)',
  });
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

export const WebhookEndpointParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const WebhookDeliveryParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  deliveryId: z.uuid(),
});

/** An endpoint as listed: with its latest delivery, for a glance at whether it works. */
export const WebhookEndpointListItemSchema = WebhookEndpointSchema.extend({
  lastDelivery: WebhookDeliverySchema.pick({
    id: true,
    type: true,
    status: true,
    lastStatusCode: true,
    createdAt: true,
    deliveredAt: true,
  }).nullable(),
});
export type WebhookEndpointListItem = z.infer<typeof WebhookEndpointListItemSchema>;

export const WebhookEndpointListResponseSchema = z.object({
  data: z.array(WebhookEndpointListItemSchema).max(WEBHOOK_MAX_ENDPOINTS),
});
export const WebhookEndpointResponseSchema = z.object({ data: WebhookEndpointSchema });
export const WebhookEndpointCreateResponseSchema = z.object({ data: WebhookEndpointCreatedSchema });
export const WebhookDeliveryListResponseSchema = z.object({ data: z.array(WebhookDeliverySchema) });
export const WebhookDeliveryResponseSchema = z.object({ data: WebhookDeliverySchema });
