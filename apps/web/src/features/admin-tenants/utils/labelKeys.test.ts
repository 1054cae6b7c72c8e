import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_FLAGS } from '@adatlas/domain/flags';
import { SCOPES } from '@adatlas/domain/scopes';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { featureFlagLabelKey, scopeLabelKey } from './labelKeys.ts';

/** The text of `key` (`A.B.C`) in a language's dictionary, or undefined. */
function textOf(language: string, key: string): unknown {
  const file = path.resolve(import.meta.dirname, `../../../i18n/locales/${language}.json`);
  const dictionary = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

describe('licence and country labels', () => {
  it.each(LANGUAGES)('words every scope in %s, not as its code', (language) => {
    for (const scope of SCOPES) {
      const text = textOf(language, scopeLabelKey(scope));
      expect(typeof text, scope).toBe('string');
      expect(text, scope).not.toBe(scope);
    }
  });

  it.each(LANGUAGES)('words every country feature switch in %s, not as its code', (language) => {
    for (const flag of FEATURE_FLAGS) {
      const text = textOf(language, featureFlagLabelKey(flag));
      expect(typeof text, flag).toBe('string');
      expect(text, flag).not.toBe(flag);
    }
  });

  it('gives each scope and each flag its own key', () => {
    expect(new Set(SCOPES.map(scopeLabelKey)).size).toBe(SCOPES.length);
    expect(new Set(FEATURE_FLAGS.map(featureFlagLabelKey)).size).toBe(FEATURE_FLAGS.length);
  });
});
