/** The interface languages: the web's dictionaries, the server's mails and spreadsheet headers. */
export const LANGUAGES = ['en', 'it', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
