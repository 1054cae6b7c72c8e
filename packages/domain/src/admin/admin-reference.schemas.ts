import { z } from 'zod';
import { ADMIN_TREE_LISTS } from './admin.constants.ts';

export const AdminTreeParamsSchema = z.object({ list: z.enum(ADMIN_TREE_LISTS) });
export const AdminTreeNodeParamsSchema = AdminTreeParamsSchema.extend({
  id: z.coerce.number().int().positive(),
});

export const AdminTreeNodeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  parentId: z.number().int().nullable(),
  active: z.boolean(),
  identifier: z.string().nullable(),
  /** Functions only: the family the HR edition opens the contact list on (spec access §6). */
  hrFamily: z.boolean(),
});
export type AdminTreeNode = z.infer<typeof AdminTreeNodeSchema>;
export const AdminTreeResponseSchema = z.object({ data: z.array(AdminTreeNodeSchema) });
export const AdminTreeNodeResponseSchema = z.object({ data: AdminTreeNodeSchema });

const KeySchema = z.string().trim().min(1).max(200);

export const AdminTreeNodeCreateSchema = z
  .object({
    key: KeySchema,
    parentId: z.number().int().positive().nullable().default(null),
    /** Collective agreements only: their official identifier. */
    identifier: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type AdminTreeNodeCreate = z.infer<typeof AdminTreeNodeCreateSchema>;

export const AdminTreeNodePatchSchema = z
  .object({
    key: KeySchema.optional(),
    active: z.boolean().optional(),
    /** Move: the new parent, or null for the root. */
    parentId: z.number().int().positive().nullable().optional(),
    /** Functions only, a top-level area: make it (or stop it being) the HR edition's family; one per country. */
    hrFamily: z.boolean().optional(),
  })
  .strict();
export type AdminTreeNodePatch = z.infer<typeof AdminTreeNodePatchSchema>;

export const ListNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,59}$/, 'lower-case letters, digits and underscores');
export const AdminFlatParamsSchema = z.object({ list: ListNameSchema });
export const AdminFlatItemParamsSchema = AdminFlatParamsSchema.extend({
  id: z.coerce.number().int().positive(),
});
export const AdminFlatItemSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type AdminFlatItem = z.infer<typeof AdminFlatItemSchema>;
export const AdminFlatResponseSchema = z.object({ data: z.array(AdminFlatItemSchema) });
export const AdminFlatItemResponseSchema = z.object({ data: AdminFlatItemSchema });
export const AdminFlatListsResponseSchema = z.object({ data: z.array(z.string()) });
/**
 * A value-list key, as the seeds write them ("media", "series_a", "b2b"): records and saved searches
 * point to it and it never changes, so it stays plain: lower-case letters and digits, with `_` or `-`
 * between them.
 */
export const FLAT_ITEM_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/;
export const FlatItemKeySchema = z
  .string()
  .trim()
  .max(200)
  .regex(
    FLAT_ITEM_KEY_PATTERN,
    'lower-case letters (a-z) and digits, with _ or - between them (no spaces or accents)',
  );
export const AdminFlatItemCreateSchema = z
  .object({ key: FlatItemKeySchema, label: KeySchema, sortOrder: z.number().int().default(0) })
  .strict();
export const AdminFlatItemPatchSchema = z
  .object({
    label: KeySchema.optional(),
    sortOrder: z.number().int().optional(),
    active: z.boolean().optional(),
  })
  .strict();

const UrlSchema = z.url({ protocol: /^https?$/ }).max(2000);
export const NewsFeedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  url: z.string(),
  online: z.boolean(),
  lastFetchedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type NewsFeed = z.infer<typeof NewsFeedSchema>;
export const NewsFeedListResponseSchema = z.object({ data: z.array(NewsFeedSchema) });
export const NewsFeedResponseSchema = z.object({ data: NewsFeedSchema });
export const NewsFeedCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    logo: UrlSchema.nullable().default(null),
    url: UrlSchema,
    online: z.boolean().default(true),
  })
  .strict();
export const NewsFeedPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    logo: UrlSchema.nullable().optional(),
    url: UrlSchema.optional(),
    online: z.boolean().optional(),
  })
  .strict();
