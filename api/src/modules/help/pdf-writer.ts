/**
 * A tiny one-page PDF writer (Helvetica, WinAnsi encoding so Spanish accents print) for the
 * demo help documents: a title and wrapped paragraphs on an A4 page.
 */
const escapePdf = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) (lines.push(line), (line = word));
    else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The bytes of a PDF with `title` (18 pt) and `paragraphs` (11 pt), wrapped at ~90 characters. */
export function simplePdf(title: string, paragraphs: string[]): Buffer {
  const ops: string[] = ['BT', '/F1 18 Tf', '56 780 Td', `(${escapePdf(title)}) Tj`, '/F1 11 Tf', '0 -30 Td', '15 TL'];
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 90)) ops.push(`(${escapePdf(line)}) '`);
    ops.push("() '");
  }
  ops.push('ET');
  const content = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = chunks[0]!.length;
  const add = (b: Buffer) => (chunks.push(b), (size += b.length));
  objects.forEach((body, i) => {
    offsets.push(size);
    add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(size);
  add(Buffer.concat([Buffer.from(`5 0 obj\n<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream\nendobj\n', 'latin1')]));
  const xref = size;
  add(Buffer.from(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`, 'latin1'));
  add(Buffer.from(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
