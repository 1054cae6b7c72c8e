import { z } from 'zod';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';
import { WEBHOOK_EVENTS, WEBHOOK_MAX_ENDPOINTS, WEBHOOK_URL_MAX_LENGTH } from './webhooks.constants.ts';

export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

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
  type: WebhookEventSchema,
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

/** What a receiver gets: a thin event naming the records; read them through the API. */
export const WebhookPayloadSchema = z.object({
  id: z.string(),
  type: WebhookEventSchema,
  tenant: TenantIdSchema,
  createdAt: z.string(),
  data: z.object({
    company: z.object({ id: z.number().int(), name: z.string() }),
    object: z.object({
      type: z.enum(['contact', 'creativeWork', 'investmentRound', 'acquisition', 'pitch']),
      id: z.number().int(),
    }),
  }),
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
