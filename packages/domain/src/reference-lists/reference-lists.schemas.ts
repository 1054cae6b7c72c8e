import { z } from 'zod';
import { COMPANY_FIELD_LISTS } from '../companies/companies.constants.ts';

export const TREE_ENTITIES = ['Category', 'Sector', 'Function'] as const;
/** Flat lists stored in reference_items, plus the two lists with their own tables. */
export const FLAT_REFERENCE_LISTS = [
  'income_range',
  'employer_range',
  'international_invest',
  'medium_planning',
  'other_categories',
  'source',
  'scope',
  'funding_type',
  'contract_type',
  'pitch_category',
  'agency_category',
  'crea_category',
] as const;
export const FLAT_ENTITIES = [...FLAT_REFERENCE_LISTS, 'function', 'collective_agreement'] as const;

export const TreeQuerySchema = z.object({ entity: z.enum(TREE_ENTITIES) }).strict();
export const FlatQuerySchema = z.object({ entity: z.enum(FLAT_ENTITIES) }).strict();

/** Named (meta id), so that the OpenAPI document can refer to it from inside itself. */
export const TreeNodeSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    path: z.string(),
    active: z.boolean(),
    /** A function family's stable code (`hr`), which its renamable key is not; absent elsewhere. */
    code: z.string().nullable().optional(),
    get children(): z.ZodArray<typeof TreeNodeSchema> {
      return z.array(TreeNodeSchema);
    },
  })
  .meta({ id: 'TreeNode' });
export type TreeNode = z.infer<typeof TreeNodeSchema>;
export const TreeResponseSchema = z.object({ data: z.array(TreeNodeSchema) });

export const FlatItemSchema = z.object({ id: z.number().int(), key: z.string(), label: z.string() });
export const FlatResponseSchema = z.object({ data: z.array(FlatItemSchema) });

/** The city / province / region lookups, over companies or over contacts (spec data §7). */
export const LocationFieldParamsSchema = z.object({ field: z.enum(COMPANY_FIELD_LISTS) });
export type LocationFieldParams = z.infer<typeof LocationFieldParamsSchema>;
export type LocationField = LocationFieldParams['field'];
export const LocationFieldQuerySchema = z.object({ q: z.string().trim().max(100).optional() }).strict();
export const LocationFieldResponseSchema = z.object({ data: z.array(z.string()) });

/**
 * GET /nielsen/entity (spec data §7): the Nielsen channel types the tenant's data holds, the
 * identifier and total rows left out (NIELSEN_NON_SERIES_KEYS), so a country shows its own channels.
 */
export const NielsenTypesResponseSchema = z.object({ data: z.array(z.string()) });
export type NielsenTypesResponse = z.infer<typeof NielsenTypesResponseSchema>;

const nielsenChannel = z.string().trim().min(1).max(60);
/** GET /nielsen: `channel` repeated (`?channel=TV&channel=Radio`) narrows `years` to those channels. */
export const NielsenYearsQuerySchema = z
  .object({
    channel: z
      .union([nielsenChannel, z.array(nielsenChannel).max(20)])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .optional(),
  })
  .strict();
export type NielsenYearsQuery = z.infer<typeof NielsenYearsQuerySchema>;
/** The years with spend in the chosen channels (all of them when none is chosen), and in any channel; newest first. */
export const NielsenYearsResponseSchema = z.object({
  years: z.array(z.number().int()),
  allYears: z.array(z.number().int()),
});
export type NielsenYearsResponse = z.infer<typeof NielsenYearsResponseSchema>;
