import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { readSheet } from '../../../test/export-helpers.ts';
import { createXlsxStream, type ExportColumn, type XlsxStream } from './xlsx-stream.ts';

interface Person {
  id: number | null;
  name: string | null;
  website: string | null;
  score: number | null;
  modifiedAt: Date | null;
}

const COLUMNS: readonly ExportColumn<Person>[] = [
  { header: 'id', width: 10, kind: 'number', value: (p) => p.id },
  { header: 'name', width: 24, value: (p) => p.name },
  { header: 'website', width: 32, kind: 'link', value: (p) => p.website },
  { header: 'numberOfContacts', width: 8, kind: 'number', value: (p) => p.score },
  { header: 'modifiedAt', width: 14, kind: 'date', value: (p) => p.modifiedAt },
];

const person = (overrides: Partial<Person>): Person => ({
  id: 1,
  name: 'Ada',
  website: null,
  score: null,
  modifiedAt: null,
  ...overrides,
});

function collect(output: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    output.on('end', () => resolve(Buffer.concat(chunks)));
    output.on('error', reject);
  });
}

function personStream(
  beforeEnd: () => Promise<void> = async () => {},
  hyperlinkLimit?: number,
): XlsxStream<Person> {
  return createXlsxStream<Person>({
    sheetName: 'people',
    language: 'it',
    columns: COLUMNS,
    beforeEnd,
    hyperlinkLimit,
  });
}

async function exportPeople(rows: Person[][], hyperlinkLimit?: number) {
  const xlsx = personStream(undefined, hyperlinkLimit);
  const file = collect(xlsx.output);
  for (const batch of rows) await xlsx.writeRows(batch);
  await xlsx.finish();
  return readSheet(await file);
}

describe('createXlsxStream', () => {
  it('writes text, numbers, dates and links that Excel readers get back unchanged', async () => {
    const modifiedAt = new Date('2025-03-04T10:15:30.250Z');
    const sheet = await exportPeople([
      [
        person({
          id: 7,
          name: 'Rossi & Figli <Srl> "quoted"',
          website: 'rossi.example',
          score: 3.25,
          modifiedAt,
        }),
        person({ id: 8, name: 'Café ☕ 🚀 ü', website: 'http://b.example/?a=1&b=<2>' }),
        person({ id: null, name: '  padded\nline two  ', website: '' }),
        person({ id: 9, name: 'bell\u0007ring\u0000 lone \uD800surrogate\uFFFF' }),
        person({ id: 10, name: null, modifiedAt: null }),
      ],
    ]);

    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'ID',
      'Nome',
      'Sito web',
      'Contatti',
      'Ultimo aggiornamento',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      7,
      'Rossi & Figli <Srl> "quoted"',
      { text: 'rossi.example', hyperlink: 'https://rossi.example' },
      3.25,
      modifiedAt,
    ]);
    expect(sheet.getRow(3).getCell(2).value).toBe('Café ☕ 🚀 ü');
    expect(sheet.getRow(3).getCell(3).value).toEqual({
      text: 'http://b.example/?a=1&b=<2>',
      hyperlink: 'http://b.example/?a=1&b=<2>',
    });
    expect(sheet.getRow(4).getCell(1).value).toBeNull();
    expect(sheet.getRow(4).getCell(2).value).toBe('  padded\nline two  ');
    expect(sheet.getRow(4).getCell(3).value).toBeNull();
    // Characters XML cannot carry are dropped rather than making the whole file unreadable.
    expect(sheet.getRow(5).getCell(2).value).toBe('bellring lone surrogate');
    expect(sheet.getRow(6).values).toEqual([undefined, 10]);
  });

  it('freezes a bold header, formats dates dd/mm/yyyy and sizes the columns', async () => {
    const sheet = await exportPeople([[person({ modifiedAt: new Date('2025-01-31T00:00:00Z') })]]);

    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.getRow(1).getCell(2).font).toMatchObject({ bold: true });
    expect(sheet.getRow(2).getCell(2).font?.bold).toBeFalsy();
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(2).getCell(1).numFmt).toBeUndefined();
    expect(COLUMNS.map((_, index) => sheet.getColumn(index + 1).width)).toEqual([10, 24, 32, 8, 14]);
  });

  it('numbers rows and links on across batches, past one piece of hyperlinks', async () => {
    const batches = Array.from({ length: 5 }, (_, batch) =>
      Array.from({ length: 1000 }, (_, index) => {
        const id = batch * 1000 + index + 1;
        return person({ id, name: `Person ${id}`, website: id % 2 ? `site${id}.example` : null });
      }),
    );
    const sheet = await exportPeople(batches);

    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getRow(5001).getCell(1).value).toBe(5000);
    expect(sheet.getRow(2).getCell(3).value).toEqual({
      text: 'site1.example',
      hyperlink: 'https://site1.example',
    });
    expect(sheet.getRow(5000).getCell(3).value).toEqual({
      text: 'site4999.example',
      hyperlink: 'https://site4999.example',
    });
    expect(sheet.getRow(5001).getCell(3).value).toBeNull();
  });

  it("writes the links past the sheet's hyperlink limit as HYPERLINK formulas, too long ones as text", async () => {
    const long = `long.example/${'x'.repeat(250)}`;
    const sheet = await exportPeople(
      [
        [
          person({ id: 1, website: 'one.example' }),
          person({ id: 2, website: 'two.example' }),
          person({ id: 3, website: 'say "hi" & <go>.example' }),
          person({ id: 4, website: long }),
        ],
      ],
      2,
    );

    expect(sheet.getRow(3).getCell(3).value).toEqual({
      text: 'two.example',
      hyperlink: 'https://two.example',
    });
    expect(sheet.getRow(4).getCell(3).value).toEqual({
      formula: 'HYPERLINK("https://say ""hi"" & <go>.example","say ""hi"" & <go>.example")',
      result: 'say "hi" & <go>.example',
    });
    expect(sheet.getRow(5).getCell(3).value).toBe(long);
  });

  it('runs beforeEnd once the file is written, before the output ends', async () => {
    const events: string[] = [];
    const xlsx = personStream(async () => {
      events.push('beforeEnd');
    });
    xlsx.output.on('end', () => events.push('end'));
    const file = collect(xlsx.output);
    await xlsx.writeRows([person({})]);
    expect(events).toEqual([]);
    await xlsx.finish();
    await file;
    expect(events).toEqual(['beforeEnd', 'end']);
  });

  it('fails the output and finish when beforeEnd fails', async () => {
    const xlsx = personStream(() => Promise.reject(new Error('allowance gone')));
    const file = collect(xlsx.output);
    await xlsx.writeRows([person({})]);
    await expect(xlsx.finish()).rejects.toThrow('allowance gone');
    await expect(file).rejects.toThrow('allowance gone');
  });

  it('settles as beforeEnd does when the reader leaves while it runs', async () => {
    let counted = false;
    const xlsx = personStream(async () => {
      xlsx.output.destroy();
      await new Promise((resolve) => setTimeout(resolve, 10));
      counted = true;
    });
    xlsx.output.resume();
    await xlsx.writeRows([person({})]);
    await xlsx.finish();
    expect(counted).toBe(true);
  });

  it('stops waiting once the reader has gone away', async () => {
    const xlsx = personStream();
    // Random text barely compresses, so the unread output fills up and writing has to wait.
    const batch = Array.from({ length: 1000 }, (_, index) =>
      person({ id: index, name: randomBytes(100).toString('hex') }),
    );
    const writing = (async () => {
      while (!xlsx.output.destroyed) await xlsx.writeRows(batch);
    })();
    await vi.waitFor(() => expect(xlsx.output.writableNeedDrain).toBe(true), { timeout: 10_000 });
    xlsx.output.destroy();
    await writing;
    await expect(xlsx.finish()).rejects.toThrow('Premature close');
  });
});
