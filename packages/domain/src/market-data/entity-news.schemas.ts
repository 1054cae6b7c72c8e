import { z } from 'zod';
import { ENTITY_NEWS_TYPES } from './market-data.constants.ts';

export const EntityNewsTypeSchema = z.enum(ENTITY_NEWS_TYPES);
export type EntityNewsType = z.infer<typeof EntityNewsTypeSchema>;

/** `GET {frontend}/entityNews/{entityType}/{entityId}` (spec data §7). */
export const EntityNewsParamsSchema = z.object({
  entityType: EntityNewsTypeSchema,
  entityId: z.coerce.number().int().positive(),
});
export type EntityNewsParams = z.infer<typeof EntityNewsParamsSchema>;

export const EntityNewsReferenceSchema = z.object({
  entityType: EntityNewsTypeSchema,
  entityId: z.number().int(),
  metadata: z.object({ name: z.string() }),
});
export type EntityNewsReference = z.infer<typeof EntityNewsReferenceSchema>;

/** A short news item about companies and contacts (spec data §3 "Entity news"). */
export const EntityNewsItemSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  text: z.string(),
  referencedEntities: z.array(EntityNewsReferenceSchema),
  tags: z.array(z.string()),
});
export type EntityNewsItem = z.infer<typeof EntityNewsItemSchema>;

/** Newest first. */
export const EntityNewsListSchema = z.object({ data: z.array(EntityNewsItemSchema) });
export type EntityNewsList = z.infer<typeof EntityNewsListSchema>;
