import {
  CrmConnectionResponseSchema,
  CrmPushParamsSchema,
  CrmPushReportResponseSchema,
  CrmPushRequestSchema,
  CrmPushResponseSchema,
  HubspotConnectRequestSchema,
  SalesforceCallbackRequestSchema,
  SalesforceStartResponseSchema,
} from '@adatlas/domain/crm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { CrmService } from './crm.service.ts';

export interface CrmRoutesOptions {
  crm: CrmService;
}

/** The CRM push is a contact feature: every route needs the contact scope, the service the Crm plugin. */
const auth = requireScope('contact');
const tags = ['crm'];

export const crmRoutes: FastifyPluginAsyncZod<CrmRoutesOptions> = async (app, { crm }) => {
  app.get(
    '/crm/connection',
    {
      config: { auth, changesState: false },
      schema: {
        tags,
        summary: "The caller's CRM connection (never its tokens) and whether the licence has the CRM plugin",
        response: { 200: CrmConnectionResponseSchema },
      },
    },
    async (request) => ({ data: await crm.getConnection(request.ctx) }),
  );

  app.delete(
    '/crm/connection',
    {
      config: { auth, changesState: true },
      schema: {
        tags,
        summary: 'Forget the CRM connection and its tokens',
        response: { 200: CrmConnectionResponseSchema },
      },
    },
    async (request) => ({ data: await crm.disconnect(request.ctx) }),
  );

  app.put(
    '/crm/hubspot',
    {
      config: { auth, changesState: true },
      schema: {
        tags,
        summary: "Connect HubSpot with a private app's access token (checked, then stored encrypted)",
        body: HubspotConnectRequestSchema,
        response: { 200: CrmConnectionResponseSchema },
      },
    },
    async (request) => ({ data: await crm.connectHubspot(request.ctx, request.body) }),
  );

  app.post(
    '/crm/salesforce/start',
    {
      config: { auth, changesState: true },
      schema: {
        tags,
        summary: "The URL of Salesforce's sign-in page for connecting the caller's organisation",
        response: { 200: SalesforceStartResponseSchema },
      },
    },
    async (request) => ({ data: await crm.startSalesforce(request.ctx) }),
  );

  app.post(
    '/crm/salesforce/callback',
    {
      config: { auth, changesState: true },
      schema: {
        tags,
        summary: 'Finish connecting Salesforce with the code and state its sign-in page sent back',
        body: SalesforceCallbackRequestSchema,
        response: { 200: CrmConnectionResponseSchema },
      },
    },
    async (request) => ({ data: await crm.finishSalesforce(request.ctx, request.body) }),
  );

  app.post(
    '/crm/pushes',
    {
      config: { auth, changesState: true },
      schema: {
        tags,
        summary: 'Push chosen contacts, a tag or a contact search into the connected CRM (queued)',
        body: CrmPushRequestSchema,
        response: { 200: CrmPushResponseSchema },
      },
    },
    async (request) => ({ data: await crm.createPush(request.ctx, request.body) }),
  );

  app.get(
    '/crm/pushes/:id',
    {
      config: { auth, changesState: false },
      schema: {
        tags,
        summary:
          "A push's progress and its report: created, updated, skipped (with the reason) or failed per contact",
        params: CrmPushParamsSchema,
        response: { 200: CrmPushReportResponseSchema },
      },
    },
    async (request) => ({ data: await crm.getPushReport(request.ctx, request.params.id) }),
  );
};
