import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromAcceptLanguage } from './languages.rules.ts';

describe('languageFromAcceptLanguage', () => {
  it('picks the best-weighted language of ours, ignoring the region', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,it;q=0.8,en;q=0.5')).toBe('it');
    expect(languageFromAcceptLanguage('en;q=0.2, fr-FR')).toBe('fr');
    expect(languageFromAcceptLanguage('ES')).toBe('es');
    expect(languageFromAcceptLanguage('fr;q=0.5, es;q=0.5')).toBe('fr');
  });
  it('answers null when the header names none of ours', () => {
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage('de')).toBeNull();
    expect(languageFromAcceptLanguage('de, ja;q=0.5, *;q=0.1')).toBeNull();
    expect(languageFromAcceptLanguage('it;q=0')).toBeNull();
    expect(languageFromAcceptLanguage('itx, english')).toBeNull();
  });
});

describe('isLanguage', () => {
  it('accepts exactly the four interface languages', () => {
    for (const language of ['en', 'it', 'fr', 'es']) expect(isLanguage(language)).toBe(true);
    for (const other of ['de', 'EN', 'en-GB', '', null, 1]) expect(isLanguage(other)).toBe(false);
  });
});
