import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@adatlas/domain/errors';
import { MENU_KEYS } from '@adatlas/domain/navigation';
import { TENANT_IDS } from '@adatlas/domain/tenants';
import { describe, expect, it } from 'vitest';
import {
  ALL_ERROR_MESSAGE_KEYS,
  ALL_HTTP_ERROR_KEYS,
  ALL_REGISTRATION_ERROR_KEYS,
  errorMessageKey,
  httpErrorKey,
  registrationErrorKey,
} from './errorMessageKey.ts';
import { LANGUAGES } from './languages.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [child, text] of flatten(value as Record<string, unknown>, full)) keys.set(child, text);
    } else {
      keys.set(full, String(value));
    }
  }
  return keys;
}

const dictionaries = Object.fromEntries(
  LANGUAGES.map((language) => {
    const file = path.join(SRC, 'i18n/locales', `${language}.json`);
    return [language, flatten(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)];
  }),
) as Record<(typeof LANGUAGES)[number], Map<string, string>>;
const en = dictionaries.en;
const namespaces = new Set([...en.keys()].map((key) => key.split('.')[0]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every quoted literal that looks like a dictionary key (`t('PAGES.LOGIN.TITLE')`, `titleKey: 'MENU.X'`). */
function keysUsedInCode(): Map<string, string> {
  const used = new Map<string, string>();
  const literal = /['"]([A-Z][A-Z_]*(?:\.[A-Za-z0-9_]+)+)['"]/g;
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
      const key = match[1] as string;
      if (namespaces.has(key.split('.')[0])) used.set(key, path.relative(SRC, file));
    }
  }
  return used;
}

describe('dictionaries', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    const keys = dictionaries[language];
    expect([...en.keys()].filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text and keeps every {{placeholder}} of en', (language) => {
    for (const [key, text] of dictionaries[language]) {
      expect(text.trim(), key).not.toBe('');
      const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
    }
  });

  it('has every key that the code uses', () => {
    const used = keysUsedInCode();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(([key]) => !en.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has the keys built from domain lists: menu, tenants, languages, errors', () => {
    const built = [
      ...MENU_KEYS.map((key) => `MENU.${key}`),
      ...TENANT_IDS.map((tenant) => `TENANT.${tenant}`),
      ...LANGUAGES.map((language) => `LANGUAGE.${language}`),
      ...ALL_ERROR_MESSAGE_KEYS,
      ...ALL_REGISTRATION_ERROR_KEYS,
      ...ALL_HTTP_ERROR_KEYS,
    ];
    expect(built.filter((key) => !en.has(key))).toEqual([]);
  });
});

describe('error message keys', () => {
  it('gives every catalogue code its own ERROR.<code> key', () => {
    for (const code of ERROR_CODES) expect(errorMessageKey(code)).toBe(`ERROR.${code}`);
  });

  it('reads an unknown code as UNEXPECTED', () => {
    expect(errorMessageKey('SOMETHING_NEW')).toBe('ERROR.UNEXPECTED');
  });

  it('uses the registration wording for registration failures, with a fallback', () => {
    expect(registrationErrorKey('USERNAME_TAKEN')).toBe('REGISTRATION.ERROR.USERNAME_TAKEN');
    expect(registrationErrorKey('LICENCE_EXPIRED')).toBe('REGISTRATION.ERROR.UNEXPECTED');
  });

  it('has what-to-do text for the spec statuses and a default for others', () => {
    expect(httpErrorKey(484)).toBe('HTTP_ERROR.484');
    expect(httpErrorKey(418)).toBe('HTTP_ERROR.DEFAULT');
  });
});
