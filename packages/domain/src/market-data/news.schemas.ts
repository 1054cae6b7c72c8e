import { z } from 'zod';
import { NEWS_SEARCH_MODES, NEWS_TEXT_MIN_CHARS } from './market-data.constants.ts';

/** LIST ignores text; LIKE and EXACT need at least 3 characters. The cursor is the last item seen. */
export const NewsSearchQuerySchema = z
  .object({
    mode: z.enum(NEWS_SEARCH_MODES).default('LIST'),
    text: z.string().trim().max(200).optional(),
    lastPubDate: z.iso.datetime({ offset: true }).optional(),
    lastId: z.number().int().positive().optional(),
  })
  .superRefine((query, issue) => {
    if (query.mode !== 'LIST' && (query.text ?? '').length < NEWS_TEXT_MIN_CHARS) {
      issue.addIssue({
        code: 'custom',
        path: ['text'],
        message: `At least ${NEWS_TEXT_MIN_CHARS} characters`,
      });
    }
    if ((query.lastPubDate === undefined) !== (query.lastId === undefined)) {
      issue.addIssue({ code: 'custom', path: ['lastId'], message: 'lastPubDate and lastId go together' });
    }
  });
export type NewsSearchQuery = z.infer<typeof NewsSearchQuerySchema>;

export const NewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  pubDate: z.string(),
  feedLogo: z.string().nullable(),
  categories: z.array(z.string()),
  contentSnippet: z.string().nullable(),
  tags: z.array(z.string()),
  companyIds: z.array(z.number().int()),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsPageSchema = z.object({ data: z.array(NewsItemSchema) });
export type NewsPage = z.infer<typeof NewsPageSchema>;
