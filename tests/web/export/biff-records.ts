import * as XLSX from 'sheetjs-style';

/**
 * A reader of the few BIFF8 records the tests check ([MS-XLS] 2.4): sheetjs does not report
 * fonts of .xls cells, so bold is read from Font, XF and cell records directly.
 */
interface RecordView {
  type: number;
  data: DataView;
}

function records(bytes: Uint8Array): RecordView[] {
  const cfb = XLSX.CFB.read(bytes, { type: 'array' });
  const entry = cfb.FileIndex.find((e) => e.name === 'Workbook');
  if (!entry) throw new Error('no Workbook stream');
  const stream = Uint8Array.from(entry.content as ArrayLike<number>);
  const view = new DataView(stream.buffer);
  const out: RecordView[] = [];
  for (let at = 0; at + 4 <= stream.length;) {
    const length = view.getUint16(at + 2, true);
    out.push({ type: view.getUint16(at, true), data: new DataView(stream.buffer, at + 4, length) });
    at += 4 + length;
  }
  return out;
}

/** Zero-based rows and columns of every cell whose font weight is bold (700). */
export function boldCells(bytes: Uint8Array): Set<string> {
  const all = records(bytes);
  const fontWeights = all.filter((r) => r.type === 0x0031).map((r) => r.data.getUint16(6, true));
  // Font index 4 does not exist in BIFF: records from the fifth on are indices 5, 6, ...
  const weightOf = (index: number) => fontWeights[index >= 4 ? index - 1 : index];
  const xfFonts = all.filter((r) => r.type === 0x00e0).map((r) => r.data.getUint16(0, true));
  const bold = new Set<string>();
  for (const record of all) {
    if (record.type !== 0x0201 && record.type !== 0x0203 && record.type !== 0x0204) continue;
    const [r, c, xf] = [record.data.getUint16(0, true), record.data.getUint16(2, true), record.data.getUint16(4, true)];
    if (weightOf(xfFonts[xf] ?? 0) === 700) bold.add(`${r}:${c}`);
  }
  return bold;
}
