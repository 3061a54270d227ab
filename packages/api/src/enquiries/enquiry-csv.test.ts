import { describe, expect, it } from 'vitest';
import { csvCell } from './enquiry-csv.js';

describe('enquiry CSV', () => {
  it('quotes every cell and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const trigger of ['=', '+', '-', '@', '\t', '\r', '\0']) expect(csvCell(`${trigger}1`)).toBe(`"'${trigger}1"`);
  });

  it('defuses a formula after any separator a spreadsheet may split the cell with', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x, =HYPERLINK("http://evil")')).toBe(`"x, '=HYPERLINK(""http://evil"")"`);
    expect(csvCell('a|@SUM(1)')).toBe(`"a|'@SUM(1)"`);
    expect(csvCell('a\t-2+3')).toBe(`"a\t'-2+3"`);
    expect(csvCell('first\n=cmd')).toBe(`"first\n'=cmd"`);
    expect(csvCell('"=1"')).toBe(`"""'=1"""`);
    // Read back with any separator, no piece starts a formula.
    for (const value of ['x;=1+1', 'a,+1', 'a|@1', 'b\t=2', 'c; -1']) {
      const inner = csvCell(value).slice(1, -1).replace(/""/g, '"');
      for (const piece of inner.split(/[,;|\t]/)) expect(piece.trimStart()).not.toMatch(/^[=+\-@]/);
    }
  });
});
