import { describe, expect, it } from 'vitest';
import { canEditComment, canReadComment } from './comments.rules.ts';

const author = { userId: 1, organisation: 'acme' };

describe('canReadComment', () => {
  it('shows a private comment to its author only', () => {
    const comment = { ...author, commentType: 'private' as const };
    expect(canReadComment(comment, author)).toBe(true);
    expect(canReadComment(comment, { userId: 2, organisation: 'acme' })).toBe(false);
  });
  it('shows a public comment to the same organisation, not to another or to none', () => {
    const comment = { ...author, commentType: 'public' as const };
    expect(canReadComment(comment, { userId: 2, organisation: 'acme' })).toBe(true);
    expect(canReadComment(comment, { userId: 3, organisation: 'other' })).toBe(false);
    expect(canReadComment(comment, { userId: 4, organisation: null })).toBe(false);
  });
  it('shares nothing when the author has no organisation', () => {
    const comment = { userId: 1, organisation: null, commentType: 'public' as const };
    expect(canReadComment(comment, { userId: 2, organisation: null })).toBe(false);
  });
});

describe('canEditComment', () => {
  it('lets only the author edit', () => {
    expect(canEditComment({ userId: 1 }, 1)).toBe(true);
    expect(canEditComment({ userId: 1 }, 2)).toBe(false);
  });
});
