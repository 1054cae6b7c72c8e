import type { Language } from '../countries/country-profile.ts';

/** One label per language, always in this order: en, it, fr, es, de, pt. */
export type Labels = readonly [string, string, string, string, string, string];

export interface TreeSeed {
  code: string;
  labels: Labels;
  children?: readonly TreeSeed[];
}

/** Every code of a two-level tree, as a literal union. */
export type TreeCodes<T extends readonly TreeSeed[]> =
  | T[number]['code']
  | NonNullable<T[number]['children']>[number]['code'];

export function node<Code extends string, Children extends readonly TreeSeed[] = readonly []>(
  code: Code,
  labels: Labels,
  children?: Children,
): { code: Code; labels: Labels; children?: Children } {
  return { code, labels, children };
}

const LANGUAGE_INDEX: Record<Language, number> = { en: 0, it: 1, fr: 2, es: 3, de: 4, pt: 5 };

export function labelIn(labels: Labels, language: Language): string {
  return labels[LANGUAGE_INDEX[language]] ?? labels[0];
}
