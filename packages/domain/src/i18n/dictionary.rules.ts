import { MAX_DICTIONARY_DEPTH } from './dictionary.constants.ts';
import type { Dictionary } from './dictionary.schemas.ts';

/** Keys that would reach an object's prototype when copied or merged. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The dictionary part of a parsed JSON document: string leaves and the objects holding them, at
 * most MAX_DICTIONARY_DEPTH deep. Anything else (numbers, booleans, null, arrays, prototype keys,
 * objects left empty) is dropped. Null when the document is not an object at all.
 */
export function toDictionary(value: unknown): Dictionary | null {
  return isPlainObject(value) ? keepStrings(value, 1) : null;
}

function keepStrings(source: Record<string, unknown>, depth: number): Dictionary {
  const out: Dictionary = {};
  for (const [key, value] of Object.entries(source)) {
    if (UNSAFE_KEYS.has(key)) continue;
    if (typeof value === 'string') {
      out[key] = value;
    } else if (isPlainObject(value) && depth < MAX_DICTIONARY_DEPTH) {
      const nested = keepStrings(value, depth + 1);
      if (Object.keys(nested).length > 0) out[key] = nested;
    }
  }
  return out;
}

/**
 * Deep merge in the order given: a later dictionary wins on every key it holds, the keys it does
 * not hold keep the earlier texts. A string and an object under one key: the later one replaces.
 */
export function mergeDictionaries(...dictionaries: Dictionary[]): Dictionary {
  const out: Dictionary = {};
  for (const dictionary of dictionaries) {
    for (const [key, value] of Object.entries(dictionary)) {
      if (UNSAFE_KEYS.has(key)) continue;
      const earlier = out[key];
      out[key] =
        typeof value === 'string' || typeof earlier !== 'object'
          ? copy(value)
          : mergeDictionaries(earlier, value);
    }
  }
  return out;
}

function copy(value: string | Dictionary): string | Dictionary {
  return typeof value === 'string' ? value : mergeDictionaries(value);
}
