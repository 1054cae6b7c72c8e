import { describe, expect, it } from 'vitest';
import { sharedBuffersMb } from './bench-database.ts';

const GIB = 2 ** 30;

describe('bench shared buffers', () => {
  it('takes a quarter of memory, at least 512 MB and at most 8 GB', () => {
    expect(sharedBuffersMb(24 * GIB)).toBe(6_144);
    expect(sharedBuffersMb(1 * GIB)).toBe(512);
    expect(sharedBuffersMb(64 * GIB)).toBe(8_192);
  });
});
