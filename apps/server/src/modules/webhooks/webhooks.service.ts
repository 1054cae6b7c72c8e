import type { TenantId } from '@adatlas/domain/tenants';
import {
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_SECRET_VISIBLE_LENGTH,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointCreateRequest,
  type WebhookEndpointListItem,
} from '@adatlas/domain/webhooks';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type OutboundPolicy, outboundUrlProblem } from '../../platform/http/outbound-guard.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { WebhookDelivery as Deliveries } from './webhook-delivery.ts';
import { createWebhookSecret } from './webhook-signature.ts';
import {
  toPingPayload,
  toWebhookDelivery,
  toWebhookEndpoint,
  toWebhookEndpointListItem,
} from './webhooks.mapper.ts';
import * as repo from './webhooks.repository.ts';

export interface WebhooksService {
  findEndpoints(ctx: RequestContext): Promise<WebhookEndpointListItem[]>;
  /** A new endpoint; the answer is the only place its signing secret ever appears. */
  createEndpoint(ctx: RequestContext, request: WebhookEndpointCreateRequest): Promise<WebhookEndpointCreated>;
  /** Switches an endpoint on again (forgetting its failures) or off. */
  updateEndpoint(ctx: RequestContext, id: number, enabled: boolean): Promise<WebhookEndpoint>;
  deleteEndpoint(ctx: RequestContext, id: number): Promise<void>;
  /** The endpoint's latest deliveries. */
  findDeliveries(ctx: RequestContext, endpointId: number): Promise<WebhookDelivery[]>;
  /** Sends a delivery once more, with the same event id. */
  resendDelivery(ctx: RequestContext, endpointId: number, deliveryId: string): Promise<WebhookDelivery>;
  /** Sends a signed test event (`ping`) to the endpoint now; answers its delivery after that one try. */
  sendTestEvent(ctx: RequestContext, endpointId: number): Promise<WebhookDelivery>;
}

export interface WebhooksServiceDeps {
  secretBox: SecretBox;
  /** Whether the user's licence in the tenant includes the API (the Api plugin). */
  hasApiAccess(userId: number, tenant: TenantId, now: Date): Promise<boolean>;
  deliveries: Pick<Deliveries, 'enqueue' | 'deliver'>;
  policy: OutboundPolicy;
}

/** The endpoints of the caller in the chosen tenant: managed with a session or an API key. */
export function createWebhooksService(deps: WebhooksServiceDeps): WebhooksService {
  async function owner(ctx: RequestContext): Promise<number> {
    const user = requireUser(ctx);
    if (ctx.isAdmin || !(await deps.hasApiAccess(user.id, ctx.tenant, ctx.now))) {
      throw new AppError('FORBIDDEN_ERROR', `The licence for ${ctx.tenant} does not include the API`);
    }
    return user.id;
  }

  async function ownEndpoint(ctx: RequestContext, id: number) {
    const row = await repo.getEndpoint(ctx.tenantDb.db, await owner(ctx), id);
    if (!row) throw new AppError('NOT_FOUND', `No webhook endpoint ${id}`);
    return row;
  }

  return {
    async findEndpoints(ctx) {
      return (await repo.findEndpoints(ctx.tenantDb.db, await owner(ctx))).map(toWebhookEndpointListItem);
    },

    async createEndpoint(ctx, request) {
      const userId = await owner(ctx);
      const problem = await outboundUrlProblem(request.url, deps.policy);
      if (problem) {
        throw new AppError('VALIDATION_ERROR', `The URL ${problem}`, [
          { path: 'body.url', message: problem },
        ]);
      }
      const secret = createWebhookSecret();
      const row = await ctx.tenantDb.db.transaction().execute(async (trx) => {
        await repo.lockUserEndpoints(trx, userId);
        if ((await repo.countEndpoints(trx, userId)) >= WEBHOOK_MAX_ENDPOINTS) {
          throw new AppError('CONFLICT', `At most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints`);
        }
        return repo.insertEndpoint(trx, {
          userId,
          url: request.url,
          events: request.events,
          secretSealed: deps.secretBox.seal(secret),
          secretPrefix: secret.slice(0, WEBHOOK_SECRET_VISIBLE_LENGTH),
          now: ctx.now,
        });
      });
      return { ...toWebhookEndpoint(row), secret };
    },

    async updateEndpoint(ctx, id, enabled) {
      const row = await repo.setEndpointEnabled(ctx.tenantDb.db, {
        userId: await owner(ctx),
        id,
        enabled,
        now: ctx.now,
      });
      if (!row) throw new AppError('NOT_FOUND', `No webhook endpoint ${id}`);
      return toWebhookEndpoint(row);
    },

    async deleteEndpoint(ctx, id) {
      if (!(await repo.deleteEndpoint(ctx.tenantDb.db, await owner(ctx), id))) {
        throw new AppError('NOT_FOUND', `No webhook endpoint ${id}`);
      }
    },

    async findDeliveries(ctx, endpointId) {
      const endpoint = await ownEndpoint(ctx, endpointId);
      const rows = await repo.findDeliveries(ctx.tenantDb.db, endpoint.id, WEBHOOK_LOG_SIZE);
      return rows.map((row) => toWebhookDelivery(row, ctx.tenant));
    },

    async resendDelivery(ctx, endpointId, deliveryId) {
      const endpoint = await ownEndpoint(ctx, endpointId);
      if (endpoint.disabled_at !== null) throw new AppError('CONFLICT', 'Switch the endpoint on first');
      const row = await repo.requeueDelivery(ctx.tenantDb.db, {
        endpointId: endpoint.id,
        id: deliveryId,
        now: ctx.now,
      });
      if (!row) throw new AppError('NOT_FOUND', `No delivery ${deliveryId}`);
      await deps.deliveries.enqueue(ctx.tenant, row.id, 0);
      return toWebhookDelivery(row, ctx.tenant);
    },

    async sendTestEvent(ctx, endpointId) {
      const endpoint = await ownEndpoint(ctx, endpointId);
      if (endpoint.disabled_at !== null) throw new AppError('CONFLICT', 'Switch the endpoint on first');
      const db = ctx.tenantDb.db;
      const eventId = await repo.nextEventId(db, ctx.tenantDb.schema);
      const created = await repo.insertTestDelivery(db, {
        endpointId: endpoint.id,
        eventId,
        eventType: WEBHOOK_TEST_EVENT,
        payload: toPingPayload({ id: eventId, createdAt: ctx.now }, endpoint, ctx.tenant),
        now: ctx.now,
      });
      // Sent within the request (one try, no retry): the answer and the log show how it went.
      await deps.deliveries.deliver(ctx.tenant, created.id, ctx.now);
      const row = await repo.getDelivery(db, endpoint.id, created.id);
      return toWebhookDelivery(row ?? created, ctx.tenant);
    },
  };
}
