import { describe, expect, it } from 'vitest';
import {
  addRecentRecord,
  parseRecentRecords,
  RECENT_RECORDS_MAX,
  type RecentRecord,
} from './recentRecords.ts';

const record = (n: number): RecentRecord => ({ label: `Company ${n}`, detail: null, to: `/companies/${n}` });

describe('recent records', () => {
  it('puts the newest first, without repeats, up to the maximum', () => {
    let list = [record(1), record(2)];
    list = addRecentRecord(list, record(2));
    expect(list.map((item) => item.to)).toEqual(['/companies/2', '/companies/1']);
    for (let n = 3; n < 12; n += 1) list = addRecentRecord(list, record(n));
    expect(list).toHaveLength(RECENT_RECORDS_MAX);
    expect(list[0]?.to).toBe('/companies/11');
  });

  it("reads back only the owner's list, and drops malformed entries and foreign links", () => {
    const stored = JSON.stringify({
      owner: '7:italy',
      records: [record(1), { label: 'x', to: 'https://evil.example' }, { to: '/contacts/2' }, 'junk'],
    });
    expect(parseRecentRecords(stored, '7:italy')).toEqual([record(1)]);
    expect(parseRecentRecords(stored, '7:france')).toEqual([]);
    expect(parseRecentRecords(stored, '8:italy')).toEqual([]);
    expect(parseRecentRecords('not json', '7:italy')).toEqual([]);
    expect(parseRecentRecords(null, '7:italy')).toEqual([]);
  });
});
