import { DEFAULT_LANGUAGE } from './languages.ts';

/** A language's texts: nested objects whose leaves are the texts, read by dot paths (`PAGES.HOME.TITLE`). */
export interface Dictionary {
  [name: string]: string | Dictionary;
}

/**
 * What a text is filled with: a value for each `{{name}}`, `count` to pick the plural form and
 * `defaultValue` to stand in for a key no dictionary has.
 */
export interface TranslationValues {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

/** The text of `key` in a language, filled with `values`. */
export type TFunction = (key: string, values?: TranslationValues) => string;

export interface Translator {
  /** The language in use. */
  readonly language: string;
  /**
   * Translates into the language in use, and keeps to it: a new function comes after each change
   * of language or texts, so that a render or memo depending on it follows the change.
   */
  readonly t: TFunction;
  /** Whether the language in use, or en, has a text for `key`. */
  exists(key: string): boolean;
  /** The language's texts as loaded, or nothing when it has none yet. */
  dictionary(language: string): Dictionary | undefined;
  /** Lays `texts` over the language's own, deep: a text they hold replaces the one there, the others stay. */
  addTexts(language: string, texts: Dictionary): void;
  changeLanguage(language: string): void;
  /** Calls `listener` after each change of language or texts; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function formatNumber(language: string, value: unknown): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value as number);
}

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null;
}

function textAt(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const name of key.split('.')) {
    node = isDictionary(node) && Object.hasOwn(node, name) ? node[name] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `base` with `texts` laid over it, neither of them changed (the shipped dictionaries are shared). */
function merged(base: Dictionary, texts: Dictionary): Dictionary {
  const result: Dictionary = { ...base };
  for (const [name, text] of Object.entries(texts)) {
    // Fetched JSON can hold an own `__proto__`: assigned, it would replace the object's prototype.
    if (name === '__proto__') continue;
    const current = result[name];
    result[name] = isDictionary(current) && isDictionary(text) ? merged(current, text) : text;
  }
  return result;
}

/**
 * Writes each `{{name}}` and `{{name, number}}` of `text` with its value, the latter in the
 * language's digits. A placeholder without a value is left as written, as i18next did, which is
 * also what lets Trans fill the pieces of a text between its tags one by one.
 */
export function fillPlaceholders(text: string, values: TranslationValues, language: string): string {
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const [name = '', format] = inside.split(',').map((part) => part.trim());
    const value = values[name];
    if (value === undefined) return Object.hasOwn(values, inside.trim()) ? '' : placeholder;
    if (value === null) return '';
    return format === 'number' ? formatNumber(language, value) : String(value);
  });
}

/**
 * A translator over `dictionaries` speaking `language`, with en filling any gap and a key no
 * dictionary has shown as itself. A counted text (`count`) is looked up in the plural form of
 * each language in turn (`KEY_one`, `KEY_many`, `KEY_other` by `Intl.PluralRules`), then as the
 * bare key: the lookup order of i18next, which the app used before.
 */
export function createTranslator({
  language,
  dictionaries = {},
}: {
  language: string;
  dictionaries?: Record<string, Dictionary>;
}): Translator {
  const loaded = new Map(Object.entries(dictionaries));
  const listeners = new Set<() => void>();
  let current = language;

  function lookup(spoken: string, key: string, count: number | undefined): string | undefined {
    for (const code of spoken === DEFAULT_LANGUAGE ? [spoken] : [spoken, DEFAULT_LANGUAGE]) {
      const dictionary = loaded.get(code);
      const text =
        (count === undefined ? undefined : textAt(dictionary, `${key}_${pluralCategory(code, count)}`)) ??
        textAt(dictionary, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  function translateInto(code: string): TFunction {
    return (key, values = {}) =>
      fillPlaceholders(lookup(code, key, values.count) ?? values.defaultValue ?? key, values, code);
  }

  const translator = {
    get language() {
      return current;
    },
    t: translateInto(current),
    exists: (key: string) => lookup(current, key, undefined) !== undefined,
    dictionary: (code: string) => loaded.get(code),
    addTexts(code: string, texts: Dictionary) {
      loaded.set(code, merged(loaded.get(code) ?? {}, texts));
      changed();
    },
    changeLanguage(code: string) {
      if (code === current) return;
      current = code;
      changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  function changed(): void {
    translator.t = translateInto(current);
    for (const listener of listeners) listener();
  }

  return translator;
}
