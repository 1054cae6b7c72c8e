import { z } from 'zod';
import { CompanySearchRequestSchema } from '../companies/company-search.schemas.ts';
import { ContactSearchRequestSchema } from '../contacts/contacts.schemas.ts';
import { WorkRelationSearchQuerySchema } from '../market-data/work-relations.schemas.ts';
import { MAILER_MAX_IDS } from './exports.constants.ts';

/** Exports take the list's own search body; paging fields are accepted and ignored. */
export const CompanyExportRequestSchema = CompanySearchRequestSchema;
export type CompanyExportRequest = z.infer<typeof CompanyExportRequestSchema>;
export const ContactExportRequestSchema = ContactSearchRequestSchema;
export type ContactExportRequest = z.infer<typeof ContactExportRequestSchema>;
export const WorkRelationExportRequestSchema = WorkRelationSearchQuerySchema;
export type WorkRelationExportRequest = z.infer<typeof WorkRelationExportRequestSchema>;

export const ExportAllowanceEntrySchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});
export type ExportAllowanceEntry = z.infer<typeof ExportAllowanceEntrySchema>;

/** A `null` entry means no allowance check at all (admins). */
export const ExportAllowanceSchema = z.object({
  companies: ExportAllowanceEntrySchema.nullable(),
  contacts: ExportAllowanceEntrySchema.nullable(),
});
export type ExportAllowance = z.infer<typeof ExportAllowanceSchema>;

export const MailerExportRequestSchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(MAILER_MAX_IDS).optional(),
    filters: ContactSearchRequestSchema.optional(),
    listName: z.string().trim().min(1).max(100),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.filters === undefined), {
    message: 'Send either ids or filters',
    path: ['ids'],
  });
export type MailerExportRequest = z.infer<typeof MailerExportRequestSchema>;

/** `skipped`: matching contacts without an e-mail, which the mailer cannot take. */
export const MailerExportResponseSchema = z.object({
  listName: z.string(),
  exported: z.number().int(),
  skipped: z.number().int(),
});
export type MailerExportResponse = z.infer<typeof MailerExportResponseSchema>;
