import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactDetailSchema } from '@adatlas/domain/contacts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { generalTabSections, referenceText } from './contactFields.tsx';

describe('contact schema', () => {
  it.each(LANGUAGES)('has a %s label for every field the server sends', (language) => {
    const file = path.resolve(import.meta.dirname, `../../../i18n/locales/${language}.json`);
    const fields = (JSON.parse(readFileSync(file, 'utf8')) as { CONTACT: { FIELDS: Record<string, string> } })
      .CONTACT.FIELDS;
    for (const field of contactDetailSchema())
      expect(fields[field.label.split('.')[2] ?? ''], field.label).toBeTruthy();
  });

  it('keeps address, contact and db_info out of the General tab', () => {
    expect(generalTabSections(contactDetailSchema()).map((section) => section.section)).toEqual(['registry']);
  });

  it('hides the nomination fields where the contactNomination flag is off', () => {
    const keys = (isNominationShown: boolean) =>
      generalTabSections(contactDetailSchema(), isNominationShown).flatMap((section) =>
        section.fields.map((field) => field.key),
      );
    expect(keys(true)).toEqual(expect.arrayContaining(['nomination_date', 'nomination_comment']));
    expect(keys(false)).not.toContain('nomination_date');
    expect(keys(false)).not.toContain('nomination_comment');
    expect(keys(false)).toContain('surname');
  });

  it('shows the label of a reference value, its key only when it has none', () => {
    expect(referenceText({ key: 'cmo', label: 'Direttore marketing' })).toBe('Direttore marketing');
    expect(referenceText({ key: 'Direttore marketing' })).toBe('Direttore marketing');
    expect(referenceText({ key: 'cmo', label: '' })).toBe('cmo');
    expect(referenceText({ key: 'cmo', label: null })).toBe('cmo');
  });
});
