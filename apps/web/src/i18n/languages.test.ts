import { describe, expect, it } from 'vitest';
import { defaultLanguageFor } from './languages.ts';

describe('defaultLanguageFor', () => {
  it('speaks Italian across the whole login and registration area until a language is chosen', () => {
    for (const pathname of [
      '/login',
      '/register',
      '/forgotPassword',
      '/resetPassword',
      '/confirmationEmailSent',
      '/authorize',
    ]) {
      expect(defaultLanguageFor(pathname, null)).toBe('it');
    }
  });

  it('speaks English inside the app', () => {
    expect(defaultLanguageFor('/', null)).toBe('en');
    expect(defaultLanguageFor('/companies', null)).toBe('en');
    expect(defaultLanguageFor('/logout/do', null)).toBe('en');
  });

  it('keeps the language the visitor chose, in every area, and ignores a stored value that is no language', () => {
    expect(defaultLanguageFor('/forgotPassword', 'fr')).toBe('fr');
    expect(defaultLanguageFor('/companies', 'es')).toBe('es');
    expect(defaultLanguageFor('/resetPassword', 'xx')).toBe('it');
  });
});
