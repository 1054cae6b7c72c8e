import { describe, expect, it } from 'vitest';
import { auditDiff, auditValueText } from './auditDiff.ts';

const value = (text: string | null) => ({ kind: 'value', text });

describe('auditDiff', () => {
  it("lists an update's changed fields only, the patch's untouched and unchanged ones left out", () => {
    const before = { active: true, name: 'Paola', surname: 'Rossi', group: 'CUSTOMER', language: 'it' };
    const after = { name: 'Paolina', surname: 'Rossi', extraCompanyCredits: 120 };
    expect(auditDiff(before, after)).toEqual([
      { field: 'name', before: value('Paola'), after: value('Paolina') },
      { field: 'extraCompanyCredits', before: { kind: 'unrecorded' }, after: value('120') },
    ]);
  });

  it('compares nested values whatever their key order, and shows them as JSON', () => {
    const before = { scopes: ['company'], settings: { a: true, b: false }, expiresAt: null };
    const after = { scopes: ['company', 'contact'], settings: { b: false, a: true }, expiresAt: null };
    expect(auditDiff(before, after)).toEqual([
      { field: 'scopes', before: value('["company"]'), after: value('["company","contact"]') },
    ]);
  });

  it('lists what a creation wrote and what a deletion removed', () => {
    expect(auditDiff(null, { key: 'Snacks', parentId: null })).toEqual([
      { field: 'key', before: { kind: 'absent' }, after: value('Snacks') },
      { field: 'parentId', before: { kind: 'absent' }, after: value(null) },
    ]);
    expect(auditDiff({ id: 3 }, null)).toEqual([
      { field: 'id', before: value('3'), after: { kind: 'absent' } },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('treats a lone scalar or list as one unnamed field', () => {
    expect(auditDiff(['a'], ['a', 'b'])).toEqual([
      { field: '', before: value('["a"]'), after: value('["a","b"]') },
    ]);
  });
});

describe('auditValueText', () => {
  it('writes text as is, empties as null, the rest as JSON', () => {
    expect(auditValueText('Rossi')).toBe('Rossi');
    expect(auditValueText(null)).toBeNull();
    expect(auditValueText(false)).toBe('false');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });
});
