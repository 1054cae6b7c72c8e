import { z } from 'zod';
import { TAG_ENTITIES, TAG_NAME_MAX_LENGTH, TAG_SELECTION_MAX } from './tags.constants.ts';
import { normaliseTagColor } from './tags.rules.ts';

export const TagEntitySchema = z.enum(TAG_ENTITIES);

export const TagNameSchema = z.string().trim().min(1).max(TAG_NAME_MAX_LENGTH);

/** Accepts '#a1b2c3' or 'A1B2C3' and stores 'A1B2C3'. */
export const TagColorSchema = z
  .string()
  .transform((value, ctx) => {
    const color = normaliseTagColor(value);
    if (color === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a hex colour like A1B2C3' });
      return z.NEVER;
    }
    return color;
  })
  .pipe(z.string());

const selection = z.array(z.number().int().positive()).max(TAG_SELECTION_MAX);

export const CreateTagRequestSchema = z.object({ name: TagNameSchema, color: TagColorSchema }).strict();
export type CreateTagRequest = z.infer<typeof CreateTagRequestSchema>;

/** Rename or recolour, and/or associate the selected records of each entity. */
export const UpdateTagRequestSchema = z
  .object({
    name: TagNameSchema.optional(),
    color: TagColorSchema.optional(),
    companies: selection.optional(),
    contacts: selection.optional(),
    pitches: selection.optional(),
    pitchScores: selection.optional(),
  })
  .strict();
export type UpdateTagRequest = z.infer<typeof UpdateTagRequestSchema>;

export const TagCountsSchema = z.object({
  companies: z.number().int(),
  contacts: z.number().int(),
  pitches: z.number().int(),
  pitchScores: z.number().int(),
});

export const TagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  created_at: z.string(),
  counts: TagCountsSchema,
});
export type Tag = z.infer<typeof TagSchema>;

export const TagListResponseSchema = z.object({ data: z.array(TagSchema) });

export const TagDetailQuerySchema = z.object({
  entity: TagEntitySchema.default('company'),
  pageNum: z.coerce.number().int().min(1).default(1),
});
export type TagDetailQuery = z.infer<typeof TagDetailQuerySchema>;

/** One tagged record: its id and the label the tag page shows for it. */
export const TaggedItemSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  detail: z.string().nullable(),
  taggedAt: z.string(),
});
export type TaggedItem = z.infer<typeof TaggedItemSchema>;

const taggedPage = z.object({
  data: z.array(TaggedItemSchema),
  totalResults: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});

/** Keyed by the requested entity (companies, contacts, pitches or pitchScores). */
export const TagDetailResponseSchema = z.object({
  tag: TagSchema,
  companies: taggedPage.optional(),
  contacts: taggedPage.optional(),
  pitches: taggedPage.optional(),
  pitchScores: taggedPage.optional(),
});
export type TagDetailResponse = z.infer<typeof TagDetailResponseSchema>;

export const TagEntityQuerySchema = z.object({ entity: TagEntitySchema });

export const TagAssociationsRequestSchema = z
  .object({ id: z.array(z.number().int().positive()).min(1).max(500) })
  .strict();

export const TagRefSchema = z.object({ tagId: z.number().int(), name: z.string(), color: z.string() });
export const TagAssociationsResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), tags: z.array(TagRefSchema) })),
});
export type TagAssociationsResponse = z.infer<typeof TagAssociationsResponseSchema>;

export const TagAssociationParamsSchema = z.object({
  tagId: z.coerce.number().int().positive(),
  associatedId: z.coerce.number().int().positive(),
});

export const TagAssociateAllResponseSchema = z.object({
  matched: z.number().int(),
  associated: z.number().int(),
});
export type TagAssociateAllResponse = z.infer<typeof TagAssociateAllResponseSchema>;
