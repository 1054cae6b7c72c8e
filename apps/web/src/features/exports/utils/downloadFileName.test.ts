import { describe, expect, it } from 'vitest';
import { downloadFileName } from './downloadFileName.ts';

describe('downloadFileName', () => {
  it('reads a quoted file name', () => {
    expect(downloadFileName('attachment; filename="company-list.xlsx"', 'x.xlsx')).toBe('company-list.xlsx');
  });
  it('reads an unquoted file name', () => {
    expect(downloadFileName('attachment; filename=contact-list.xlsx', 'x.xlsx')).toBe('contact-list.xlsx');
  });
  it('prefers the UTF-8 name', () => {
    expect(
      downloadFileName(`attachment; filename="tag_a.xlsx"; filename*=UTF-8''tag_%C3%A0.xlsx`, 'x.xlsx'),
    ).toBe('tag_à.xlsx');
  });
  it('falls back without a header or a name', () => {
    expect(downloadFileName(null, 'x.xlsx')).toBe('x.xlsx');
    expect(downloadFileName('attachment', 'x.xlsx')).toBe('x.xlsx');
  });
});
