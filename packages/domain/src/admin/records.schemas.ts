import { z } from 'zod';
import { PageInfoSchema } from '../common/common.schemas.ts';
import {
  IMPORT_ENTITIES,
  IMPORT_ERROR_CODES,
  IMPORT_JOB_STATUSES,
  RECORD_ENTITIES,
} from './admin.constants.ts';
import type { ImportError } from './import.rules.ts';

export const RecordEntityParamsSchema = z.object({ entity: z.enum(RECORD_ENTITIES) });
export const RecordParamsSchema = RecordEntityParamsSchema.extend({ id: z.coerce.number().int().positive() });
export const RecordListQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/** A record as the detail pane shows it: column → value (dates as ISO strings). */
export const RecordValuesSchema = z.record(z.string(), z.unknown());
export type RecordValues = z.infer<typeof RecordValuesSchema>;
export const RecordResponseSchema = z.object({ data: RecordValuesSchema });
export const RecordPageSchema = z.object({ data: z.array(RecordValuesSchema), pageInfo: PageInfoSchema });

export const ImportFileSchema = z
  .object({
    entity: z.enum(IMPORT_ENTITIES),
    fileName: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .regex(/\.(csv|xlsx)$/i, 'must be a .csv or .xlsx file'),
    contentBase64: z.base64().min(1),
  })
  .strict();
export type ImportFile = z.infer<typeof ImportFileSchema>;

export const ImportMappingSchema = z.record(z.string().max(60), z.number().int().min(0).max(500));
export const ImportRunSchema = ImportFileSchema.extend({ mapping: ImportMappingSchema }).strict();
export type ImportRun = z.infer<typeof ImportRunSchema>;

export const ImportPreviewSchema = z.object({
  header: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  totalRows: z.number().int(),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      required: z.boolean(),
      /** The values a list field accepts. */
      options: z.array(z.string()).optional(),
    }),
  ),
  suggestedMapping: ImportMappingSchema,
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export const ImportPreviewResponseSchema = z.object({ data: ImportPreviewSchema });

/** A refused row of a dry run, or what stopped a started import: the web words it by its code. */
export const ImportErrorSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  code: z.enum(IMPORT_ERROR_CODES),
  value: z.string(),
  reason: z.string(),
}) satisfies z.ZodType<ImportError>;
export const ImportDryRunSchema = z.object({
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  errors: z.array(ImportErrorSchema),
});
export type ImportDryRun = z.infer<typeof ImportDryRunSchema>;
export const ImportDryRunResponseSchema = z.object({ data: ImportDryRunSchema });

export const ImportJobSchema = z.object({
  id: z.number().int(),
  tenant: z.string(),
  entity: z.enum(IMPORT_ENTITIES),
  fileName: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(ImportErrorSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;
export const ImportJobResponseSchema = z.object({ data: ImportJobSchema });
