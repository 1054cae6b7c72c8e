import { z } from 'zod';
import { LANGUAGES } from './languages.constants.ts';

export const LanguageSchema = z.enum(LANGUAGES);

/** PUT /user/me/language: the interface language the signed-in user switched to. */
export const UpdateLanguageRequestSchema = z.object({ language: LanguageSchema }).strict();
export type UpdateLanguageRequest = z.infer<typeof UpdateLanguageRequestSchema>;

export const UpdateLanguageResponseSchema = z.object({ data: UpdateLanguageRequestSchema });
