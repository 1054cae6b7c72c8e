import { z } from 'zod';
import { ContactSearchRequestSchema } from '../contacts/contacts.schemas.ts';
import {
  CRM_PROVIDERS,
  CRM_PUSH_MAX_CONTACTS,
  CRM_PUSH_OUTCOMES,
  CRM_PUSH_STATUSES,
  CRM_SKIP_REASONS,
} from './crm.constants.ts';

export const CrmProviderSchema = z.enum(CRM_PROVIDERS);

/**
 * The caller's CRM connection as the API shows it: never a token, only who it reaches. `plugin`
 * says whether the licence has the CRM plugin in this tenant; `salesforceAvailable` whether this
 * server has a Salesforce connected app configured.
 */
export const CrmConnectionSchema = z.object({
  plugin: z.boolean(),
  salesforceAvailable: z.boolean(),
  provider: CrmProviderSchema.nullable(),
  /** The CRM account (HubSpot portal, Salesforce organisation) the connection reaches. */
  accountName: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type CrmConnection = z.infer<typeof CrmConnectionSchema>;
export const CrmConnectionResponseSchema = z.object({ data: CrmConnectionSchema });

/** A HubSpot private app's access token (pat-…), checked against HubSpot before it is stored. */
export const HubspotConnectRequestSchema = z.object({ token: z.string().trim().min(10).max(500) }).strict();
export type HubspotConnectRequest = z.infer<typeof HubspotConnectRequestSchema>;

export const SalesforceStartResponseSchema = z.object({ data: z.object({ authorizationUrl: z.string() }) });

/** What Salesforce hands back to the web app's callback page, which posts it here. */
export const SalesforceCallbackRequestSchema = z
  .object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(2000) })
  .strict();
export type SalesforceCallbackRequest = z.infer<typeof SalesforceCallbackRequestSchema>;

/** One push: chosen contacts, one of the caller's tags, or a contact search (exactly one). */
export const CrmPushRequestSchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(CRM_PUSH_MAX_CONTACTS).optional(),
    tagId: z.number().int().positive().optional(),
    filters: ContactSearchRequestSchema.optional(),
  })
  .strict()
  .refine((body) => [body.ids, body.tagId, body.filters].filter((part) => part !== undefined).length === 1, {
    message: 'Send exactly one of ids, tagId or filters',
    path: ['ids'],
  });
export type CrmPushRequest = z.infer<typeof CrmPushRequestSchema>;

export const CrmPushRowSchema = z.object({
  contactId: z.number().int(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  company: z.string().nullable(),
  outcome: z.enum(CRM_PUSH_OUTCOMES).nullable(),
  reason: z.enum(CRM_SKIP_REASONS).nullable(),
  /** The record's id in the CRM once created or updated. */
  crmId: z.string().nullable(),
});
export type CrmPushRow = z.infer<typeof CrmPushRowSchema>;

export const CrmPushSchema = z.object({
  id: z.number().int(),
  provider: CrmProviderSchema,
  status: z.enum(CRM_PUSH_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CrmPush = z.infer<typeof CrmPushSchema>;

export const CrmPushResponseSchema = z.object({ data: CrmPushSchema });
export const CrmPushReportResponseSchema = z.object({
  data: CrmPushSchema.extend({ rows: z.array(CrmPushRowSchema) }),
});
export type CrmPushReport = z.infer<typeof CrmPushReportResponseSchema>['data'];

export const CrmPushParamsSchema = z.object({ id: z.coerce.number().int().positive() });
