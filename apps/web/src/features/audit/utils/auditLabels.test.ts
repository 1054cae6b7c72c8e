import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import it_ from '../../../i18n/locales/it.json';
import { createTranslator } from '../../../i18n/translator.ts';
import { AUDIT_FILTER_ENTITIES, auditActionLabel, auditEntityLabel, auditFieldLabel } from './auditLabels.ts';

const dictionaries = { en, it: it_ };
const { t } = createTranslator({ language: 'en', dictionaries });
const italian = createTranslator({ language: 'it', dictionaries }).t;

describe('audit labels', () => {
  it('words the known actions and leaves an unknown one as stored', () => {
    expect(auditActionLabel(t, 'update')).toBe('Update');
    expect(auditActionLabel(t, 'reset-password')).toBe('Password reset');
    expect(auditActionLabel(t, 'merge')).toBe('merge');
    expect(auditActionLabel(italian, 'create')).toBe('Creazione');
  });

  it('names every entity the filter offers, and flat lists by their own label', () => {
    for (const entity of AUDIT_FILTER_ENTITIES) {
      const label = auditEntityLabel(t, entity);
      expect(label, entity).not.toBe(entity);
      expect(label, entity).not.toMatch(/^ADMIN\./);
    }
    expect(auditEntityLabel(t, 'users')).toBe('User');
    expect(auditEntityLabel(t, 'creative_works')).toBe('Creative works');
    expect(auditEntityLabel(t, 'reference_items:source')).toBe('Value list: Source');
    expect(auditEntityLabel(t, 'reference_items:new_list')).toBe('Value list: new_list');
    expect(auditEntityLabel(t, 'something_else')).toBe('something_else');
  });

  it("names a user change's fields as the user form does, and a record's as its pane", () => {
    expect(auditFieldLabel(t, 'users', 'extraCompanyCredits')).toBe('Extra company credits');
    expect(auditFieldLabel(t, 'users', 'language')).toBe('Language of e-mails');
    expect(auditFieldLabel(t, 'companies', 'creation_year')).toBe('Year founded');
    expect(auditFieldLabel(t, 'tenants', 'hidden')).toBe('hidden');
    expect(auditFieldLabel(t, 'licence', '')).toBe('Value');
  });
});
