import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_ERROR_CODES } from '@adatlas/domain/admin';
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
import { createTranslator, type Dictionary, type TranslationValues } from './translator.ts';

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

/** Each language's dictionary as written, and flattened to `A.B.KEY` → text. */
const trees = Object.fromEntries(
  LANGUAGES.map((language) => {
    const file = path.join(SRC, 'i18n/locales', `${language}.json`);
    return [language, JSON.parse(readFileSync(file, 'utf8')) as Dictionary];
  }),
) as Record<(typeof LANGUAGES)[number], Dictionary>;
const dictionaries = Object.fromEntries(
  LANGUAGES.map((language) => [language, flatten(trees[language])]),
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

/** The plural forms: `KEY_one`, `KEY_other` … one per CLDR category of the language. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const pluralBases = (keys: Map<string, string>) =>
  new Set([...keys.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
/** The text of en a key is worded from: for every plural form, en's other (fr's "one" counts 0 too). */
const enTextOf = (key: string) => (PLURAL_SUFFIX.test(key) ? en.get(`${baseKey(key)}_other`) : en.get(key));
/** `{{count, number}}` → `count`. */
const placeholders = (value: string) =>
  [...value.matchAll(/\{\{(\w+)(?:\s*,[^}]*)?\}\}/g)].map((match) => match[1]).sort();

describe('dictionaries', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    const bases = (keys: Map<string, string>) => new Set([...keys.keys()].map(baseKey));
    const [ours, theirs] = [bases(dictionaries[language]), bases(en)];
    expect([...theirs].filter((key) => !ours.has(key))).toEqual([]);
    expect([...ours].filter((key) => !theirs.has(key))).toEqual([]);
    expect([...pluralBases(dictionaries[language])].sort()).toEqual([...pluralBases(en)].sort());
  });

  it.each(LANGUAGES)(
    '%s words each counted text in every plural form of its language, and only those',
    (language) => {
      const keys = dictionaries[language];
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const bases = pluralBases(keys);
      expect(bases.size).toBeGreaterThan(20);
      for (const base of bases) {
        const forms = [...keys.keys()].filter((key) => baseKey(key) === base && key !== base);
        expect(forms.map((key) => key.slice(base.length + 1)).sort(), base).toEqual([...categories].sort());
        expect(keys.has(base), `${base} is also written without a plural form`).toBe(false);
      }
    },
  );

  it.each(LANGUAGES)('%s has no empty text and keeps every {{placeholder}} of en', (language) => {
    for (const [key, text] of dictionaries[language]) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(enTextOf(key) ?? ''));
    }
  });

  it('has every key that the code uses', () => {
    const used = keysUsedInCode();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used]
      .filter(([key]) => !en.has(key) && !en.has(`${key}_other`))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has the keys built from domain lists: menu, tenants, languages, errors', () => {
    const built = [
      ...IMPORT_ERROR_CODES.map((code) => `ADMIN.IMPORT.ERROR.${code}`),
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

describe('counted texts', () => {
  const say = (language: string, key: string, values: TranslationValues) =>
    createTranslator({ language, dictionaries: trees }).t(key, values);

  it('agrees the noun with the count in each language', () => {
    const found = (language: string, count: number) =>
      say(language, 'PAGES.COMPANIES.FOUND', { count, total: String(count) });
    expect(found('en', 1)).toBe('1 company found');
    expect(found('en', 2)).toBe('2 companies found');
    expect(found('en', 0)).toBe('0 companies found');
    expect(found('it', 1)).toBe('1 azienda trovata');
    expect(found('it', 7)).toBe('7 aziende trovate');
    // French counts 0 as singular; 1,000,000 is CLDR's "many" in fr, it and es.
    expect(found('fr', 0)).toBe('0 entreprise trouvée');
    expect(found('fr', 1000000)).toBe('1000000 entreprises trouvées');
    expect(found('es', 1)).toBe('1 empresa encontrada');
  });

  it("writes {{count, number}} in the language's digits", () => {
    expect(say('en', 'PAGES.PITCH.RESULT_COUNT', { count: 12345 })).toBe('12,345 results');
    expect(say('it', 'PAGES.PITCH.RESULT_COUNT', { count: 12345 })).toBe('12.345 risultati');
    expect(say('es', 'PAGES.PITCH.RESULT_COUNT', { count: 1 })).toBe('1 resultado');
    expect(say('fr', 'ADMIN.USAGE.REMAINING', { remaining: 2999 })).toBe('Restants : 2\u202f999');
  });

  it('words each count of a text with two counts on its own', () => {
    const counts = (language: string, companies: number, contacts: number) =>
      say(language, 'COMMON.COMPANIES_AND_CONTACTS', {
        companies: say(language, 'COMMON.N_COMPANIES', { count: companies }),
        contacts: say(language, 'COMMON.N_CONTACTS', { count: contacts }),
      });
    expect(counts('en', 1, 3)).toBe('1 company · 3 contacts');
    expect(counts('it', 2, 1)).toBe('2 aziende · 1 contatto');
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
