import { describe, expect, it } from 'vitest';
import { PitchScoreSearchQuerySchema } from './pitch-scores.schemas.ts';

describe('PitchScoreSearchQuerySchema sortBy', () => {
  it("reads the spec's mapped names as the short ones", () => {
    const sortOf = (sortBy: string) => PitchScoreSearchQuerySchema.parse({ sortBy }).sortBy;
    expect(['pitchCategory', 'latestEndDate', 'pitchScope', 'pitchScore', 'company'].map(sortOf)).toEqual([
      'category',
      'endDate',
      'scope',
      'score',
      'company',
    ]);
    expect(['category', 'endDate', 'scope', 'score'].map(sortOf)).toEqual([
      'category',
      'endDate',
      'scope',
      'score',
    ]);
  });

  it('refuses any other name', () => {
    expect(PitchScoreSearchQuerySchema.safeParse({ sortBy: 'winner' }).success).toBe(false);
  });
});
