import { describe, expect, it } from 'vitest';
import { pitchStatus } from './pitchStatus.ts';

describe('pitchStatus', () => {
  it('reads a pitch without an end or ending after today as ongoing', () => {
    expect(pitchStatus(null, '2025-06-01')).toBe('ONGOING');
    expect(pitchStatus('2025-06-02', '2025-06-01')).toBe('ONGOING');
  });

  it('reads a pitch that ended today or before as closed', () => {
    expect(pitchStatus('2025-06-01', '2025-06-01')).toBe('CLOSED');
    expect(pitchStatus('2024-12-31', '2025-06-01')).toBe('CLOSED');
  });
});
