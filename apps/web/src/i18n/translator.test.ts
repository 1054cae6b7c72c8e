import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type Dictionary } from './translator.ts';

const en: Dictionary = {
  FILES: {
    FOUND_one: '{{count, number}} file found',
    FOUND_other: '{{count, number}} files found',
    ONLY_IN_EN_one: 'one file',
    ONLY_IN_EN_other: '{{count}} files',
    SIZE: 'Size: {{size, number}} bytes',
  },
  GREETING: 'Hello, {{name}}',
  ONLY_EN: 'Only in English',
};
const it_: Dictionary = {
  FILES: {
    FOUND_one: '{{count, number}} file trovato',
    FOUND_many: '{{count, number}} di file trovati',
    FOUND_other: '{{count, number}} file trovati',
    ONLY_IN_EN_one: 'un file',
    SIZE: 'Dimensione: {{size, number}} byte',
  },
  GREETING: 'Ciao, {{name}}',
};
const dictionaries = { en, it: it_ };
const say = (language: string) => createTranslator({ language, dictionaries }).t;

describe('createTranslator', () => {
  it("picks the plural form of the count in the language's own rules", () => {
    expect(say('en')('FILES.FOUND', { count: 1 })).toBe('1 file found');
    expect(say('en')('FILES.FOUND', { count: 0 })).toBe('0 files found');
    expect(say('en')('FILES.FOUND', { count: 1000000 })).toBe('1,000,000 files found');
    expect(say('it')('FILES.FOUND', { count: 1 })).toBe('1 file trovato');
    expect(say('it')('FILES.FOUND', { count: 7 })).toBe('7 file trovati');
    expect(say('it')('FILES.FOUND', { count: 1000000 })).toBe('1.000.000 di file trovati');
  });

  it("takes en's form, by en's rules, for a form the language lacks", () => {
    expect(say('it')('FILES.ONLY_IN_EN', { count: 1 })).toBe('un file');
    expect(say('it')('FILES.ONLY_IN_EN', { count: 3 })).toBe('3 files');
    // Italian's "many" has no text in either: en's own form for 1,000,000 is "other".
    expect(say('it')('FILES.ONLY_IN_EN', { count: 1000000 })).toBe('1000000 files');
  });

  it("writes {{name, number}} in the language's digits, also in en's text", () => {
    expect(say('en')('FILES.SIZE', { size: 12345 })).toBe('Size: 12,345 bytes');
    expect(say('it')('FILES.SIZE', { size: 12345 })).toBe('Dimensione: 12.345 byte');
    const fr = createTranslator({ language: 'fr', dictionaries }).t;
    expect(fr('FILES.SIZE', { size: 12345 })).toBe('Size: 12\u202f345 bytes');
  });

  it('fills en in for a key the language lacks, and shows a key no dictionary has as itself', () => {
    expect(say('it')('ONLY_EN')).toBe('Only in English');
    expect(say('it')('NOWHERE.TO_BE_FOUND')).toBe('NOWHERE.TO_BE_FOUND');
    expect(say('it')('NOWHERE.TO_BE_FOUND', { defaultValue: 'riga {{n}}', n: 2 })).toBe('riga 2');
    expect(say('it')('FILES')).toBe('FILES');
  });

  it('leaves a placeholder without a value as written, and writes an empty or null one as nothing', () => {
    expect(say('en')('GREETING')).toBe('Hello, {{name}}');
    expect(say('en')('GREETING', { name: undefined })).toBe('Hello, ');
    expect(say('en')('GREETING', { name: null })).toBe('Hello, ');
    expect(say('en')('GREETING', { name: '<b>{{name}}</b>' })).toBe('Hello, <b>{{name}}</b>');
  });

  it('tells whether the language in use or en has a text for a key', () => {
    const translator = createTranslator({ language: 'it', dictionaries });
    expect(translator.exists('GREETING')).toBe(true);
    expect(translator.exists('ONLY_EN')).toBe(true);
    expect(translator.exists('FILES')).toBe(false);
    expect(translator.exists('NOWHERE')).toBe(false);
  });

  it('lays added texts over the loaded ones, deep, leaving the shipped dictionary as it was', () => {
    const translator = createTranslator({ language: 'it', dictionaries });
    translator.addTexts('it', {
      FILES: { SIZE: 'Peso: {{size, number}} byte' },
      ONLY_EN: 'Ora anche in italiano',
    });
    expect(translator.t('FILES.SIZE', { size: 20480 })).toBe('Peso: 20.480 byte');
    expect(translator.t('FILES.FOUND', { count: 2 })).toBe('2 file trovati');
    expect(translator.t('ONLY_EN')).toBe('Ora anche in italiano');
    expect(say('it')('FILES.SIZE', { size: 20480 })).toBe('Dimensione: 20.480 byte');
    expect(translator.dictionary('en')).toBe(en);
  });

  it('speaks a new language and tells its listeners, with a new t, after each change', () => {
    const translator = createTranslator({ language: 'en', dictionaries: { en } });
    const listener = vi.fn();
    translator.subscribe(listener);
    const englishT = translator.t;
    translator.addTexts('it', it_);
    translator.changeLanguage('it');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(translator.t).not.toBe(englishT);
    expect(translator.language).toBe('it');
    expect(translator.t('GREETING', { name: 'Ada' })).toBe('Ciao, Ada');
    expect(englishT('GREETING', { name: 'Ada' })).toBe('Hello, Ada');
    translator.changeLanguage('it');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
