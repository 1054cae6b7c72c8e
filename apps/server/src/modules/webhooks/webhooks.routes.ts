import {
  WebhookDeliveryListResponseSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliveryResponseSchema,
  WebhookEndpointCreateRequestSchema,
  WebhookEndpointCreateResponseSchema,
  WebhookEndpointListResponseSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointResponseSchema,
  WebhookEndpointUpdateRequestSchema,
} from '@adatlas/domain/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { WebhooksService } from './webhooks.service.ts';

/**
 * Webhook endpoints of the caller in the chosen tenant (x-tenant), under the data API so that an
 * API key can manage them too; the licence there must include the API.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  const docs = { tags: ['webhooks'], security: [{ bearer: [] }] };

  app.get(
    '/webhooks',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        ...docs,
        summary: 'Your webhook endpoints in this country (never their secrets)',
        response: { 200: WebhookEndpointListResponseSchema },
      },
    },
    async (request) => ({ data: await webhooks.findEndpoints(request.ctx) }),
  );

  app.post(
    '/webhooks',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary:
          'Register an endpoint for follow events and new matches of your followed saved searches: its signing secret is in this answer and never again',
        body: WebhookEndpointCreateRequestSchema,
        response: { 201: WebhookEndpointCreateResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await webhooks.createEndpoint(request.ctx, request.body) }),
  );

  app.patch(
    '/webhooks/:id',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary: 'Switch an endpoint off, or on again (forgetting its failures)',
        params: WebhookEndpointParamsSchema,
        body: WebhookEndpointUpdateRequestSchema,
        response: { 200: WebhookEndpointResponseSchema },
      },
    },
    async (request) => ({
      data: await webhooks.updateEndpoint(request.ctx, request.params.id, request.body.enabled),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary: 'Delete an endpoint and its delivery log',
        params: WebhookEndpointParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await webhooks.deleteEndpoint(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        ...docs,
        summary: "The endpoint's latest deliveries: status, tries, last response code and latency",
        params: WebhookEndpointParamsSchema,
        response: { 200: WebhookDeliveryListResponseSchema },
      },
    },
    async (request) => ({ data: await webhooks.findDeliveries(request.ctx, request.params.id) }),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary: 'Send a delivery again now, with the same event id',
        params: WebhookDeliveryParamsSchema,
        response: { 202: WebhookDeliveryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        data: await webhooks.resendDelivery(request.ctx, request.params.id, request.params.deliveryId),
      }),
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary:
          'Send a signed test event (type "ping") to the endpoint now; the answer is its delivery after that one try (not retried)',
        params: WebhookEndpointParamsSchema,
        response: { 200: WebhookDeliveryResponseSchema },
      },
    },
    async (request) => ({ data: await webhooks.sendTestEvent(request.ctx, request.params.id) }),
  );
};
