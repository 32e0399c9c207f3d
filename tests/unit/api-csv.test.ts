import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../netlify/lib/csv.ts';

describe('CSV export cells', () => {
  it('leaves plain text, Chinese and emoji as they are', () => {
    expect(csvCell('碳足迹 🌱 report')).toBe('碳足迹 🌱 report');
  });

  it('quotes cells holding commas, quotes or line breaks and doubles inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('x\r\ny')).toBe('"x\r\ny"');
  });

  it.each(['=SUM(A1:A2)', '+86 138', '-1', '@cmd'])('prefixes %s with a quote so spreadsheets do not run it', (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it('defuses a formula and still quotes it when it holds a comma', () => {
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark and ends every row with CRLF', () => {
    const csv = toCsv([
      ['id', 'name'],
      ['1', '张三'],
    ]);
    expect(csv).toBe('\uFEFFid,name\r\n1,张三\r\n');
  });
});
