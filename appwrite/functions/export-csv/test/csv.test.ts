import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, exportValue } from '../src/csv.ts';

describe('csvCell', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+91 98765', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Apollo Pharmacy')).toBe('Apollo Pharmacy');
  });

  it('leaves numbers and booleans as they are (a negative amount is data, not a formula)', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes as RFC 4180 asks: commas, quotes and line breaks inside quotes, quotes doubled', () => {
    expect(csvCell('Sector 6, Dwarka')).toBe('"Sector 6, Dwarka"');
    expect(csvCell('the "best" store')).toBe('"the ""best"" store"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes empty cells for missing values and keeps Unicode', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('₹ दवा')).toBe('₹ दवा');
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['ord_1', 120.5, null, 'a,b'])).toBe('ord_1,120.5,,"a,b"\r\n');
  });
});

describe('exportValue', () => {
  it('writes paise columns as rupees to the paisa, and leaves other columns alone', () => {
    const paise = { field: 'net_paise', header: 'Net (INR)', format: 'paise' as const };
    expect(exportValue(paise, 41920)).toBe(419.2);
    expect(exportValue(paise, -8764)).toBe(-87.64);
    expect(csvCell(exportValue(paise, -8764))).toBe('-87.64');
    expect(exportValue(paise, 5)).toBe(0.05);
    expect(exportValue(paise, null)).toBeNull();
    expect(exportValue({ field: 'total', header: 'Total (INR)' }, 41920)).toBe(41920);
  });
});
