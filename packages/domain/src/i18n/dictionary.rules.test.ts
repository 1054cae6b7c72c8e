import { describe, expect, it } from 'vitest';
import { MAX_DICTIONARY_DEPTH } from './dictionary.constants.ts';
import { mergeDictionaries, toDictionary } from './dictionary.rules.ts';

describe('toDictionary', () => {
  it('keeps string leaves and the objects holding them', () => {
    const document = { PAGES: { LOGIN: { TITLE: 'Sign in', SUBMIT: 'Go' } }, COMMON: { YES: 'Yes' } };
    expect(toDictionary(document)).toEqual(document);
  });

  it('drops every leaf that is not a string, and objects left empty', () => {
    const document = JSON.parse(
      '{"A":"a","N":1,"B":true,"Z":null,"L":["x"],"O":{"K":2,"S":"s"},"E":{"K":{}},"F":{"X":false}}',
    );
    const dictionary = toDictionary(document);
    expect(dictionary).toEqual({ A: 'a', O: { S: 's' } });
  });

  it('never copies a key that would reach the prototype', () => {
    const document = JSON.parse(
      '{"__proto__":{"polluted":"yes"},"constructor":"c","prototype":{"p":"p"},"A":"a"}',
    );
    const dictionary = toDictionary(document);
    expect(dictionary).toEqual({ A: 'a' });
    expect(Object.getPrototypeOf(dictionary)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops what nests deeper than the limit', () => {
    let deep: Record<string, unknown> = { LEAF: 'deep' };
    for (let level = 1; level < MAX_DICTIONARY_DEPTH; level++) deep = { K: deep };
    expect(JSON.stringify(toDictionary(deep))).toContain('deep');
    expect(toDictionary({ K: deep })).toEqual({});
  });

  it('answers null for a document that is not an object', () => {
    for (const document of [null, 'text', 3, ['a'], true, undefined])
      expect(toDictionary(document)).toBeNull();
  });
});

describe('mergeDictionaries', () => {
  it('lets a later dictionary win key by key, deeply, keeping the keys it does not hold', () => {
    const shipped = { PAGES: { LOGIN: { TITLE: 'Log in', SUBMIT: 'Log in' }, HOME: { T: 'Home' } }, A: 'a' };
    const first = { PAGES: { LOGIN: { TITLE: 'First' } }, B: 'b1' };
    const second = { PAGES: { LOGIN: { TITLE: 'Second' } }, B: 'b2' };
    expect(mergeDictionaries(shipped, first, second)).toEqual({
      PAGES: { LOGIN: { TITLE: 'Second', SUBMIT: 'Log in' }, HOME: { T: 'Home' } },
      A: 'a',
      B: 'b2',
    });
  });

  it('replaces a string by an object and an object by a string, and leaves its inputs unchanged', () => {
    const first = { A: 'flat', B: { C: 'nested' } };
    const second = { A: { X: 'x' }, B: 'flat' };
    expect(mergeDictionaries(first, second)).toEqual({ A: { X: 'x' }, B: 'flat' });
    const merged = mergeDictionaries(first);
    (merged.B as Record<string, string>).C = 'changed';
    expect(first.B.C).toBe('nested');
  });

  it('answers an empty dictionary for none', () => {
    expect(mergeDictionaries()).toEqual({});
  });
});
