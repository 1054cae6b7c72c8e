import { describe, expect, it } from 'vitest';
import { exportConfirmState, exportCountOf } from './exportConfirmState.ts';

const count = (total: number, isCapped = false) => ({ total, isCapped });

describe('exportConfirmState', () => {
  it('asks to continue when the result fits in what remains', () => {
    expect(exportConfirmState({ remaining: 500, requested: count(3) })).toEqual({
      kind: 'allowed',
      remaining: 500,
    });
    expect(exportConfirmState({ remaining: 500, requested: count(500) })).toEqual({
      kind: 'allowed',
      remaining: 500,
    });
  });

  it('names both numbers when the result is larger than what remains', () => {
    expect(exportConfirmState({ remaining: 500, requested: count(582) })).toEqual({
      kind: 'tooMany',
      remaining: 500,
      requested: count(582),
    });
  });

  it('treats a capped count above what remains as too many', () => {
    expect(exportConfirmState({ remaining: 500, requested: count(10_000, true) })).toMatchObject({
      kind: 'tooMany',
      requested: count(10_000, true),
    });
  });

  it('leaves a capped count that may still fit to the server', () => {
    expect(exportConfirmState({ remaining: 20_000, requested: count(10_000, true) })).toEqual({
      kind: 'allowed',
      remaining: 20_000,
    });
  });

  it('says the allowance is used up at 0 or below, whatever the result', () => {
    expect(exportConfirmState({ remaining: 0, requested: count(582) })).toEqual({ kind: 'exhausted' });
    expect(exportConfirmState({ remaining: -3 })).toEqual({ kind: 'exhausted' });
  });

  it('asks to continue without a known count (a tag export)', () => {
    expect(exportConfirmState({ remaining: 2 })).toEqual({ kind: 'allowed', remaining: 2 });
  });

  it('has no limit for an admin (no allowance)', () => {
    expect(exportConfirmState({ remaining: null, requested: count(582) })).toEqual({ kind: 'unlimited' });
  });
});

describe('exportCountOf', () => {
  it("hands the dialog the list's count, but not a previous search's kept on screen", () => {
    const page = { totalResults: 10_000, totalIsCapped: true };
    expect(exportCountOf(page, false)).toEqual({ total: 10_000, isCapped: true });
    expect(exportCountOf(page, true)).toBeUndefined();
    expect(exportCountOf(undefined, false)).toBeUndefined();
  });
});
