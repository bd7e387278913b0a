// @vitest-environment node
import { expect, test } from 'vitest';
import { benchmarkPdfExport } from '../../../web/src/widgets/grid/export/export-benchmark';

test('buildPdf turns 10,000 grouped rows into a PDF', async () => {
  await benchmarkPdfExport(500);
  const result = await benchmarkPdfExport(10_000);
  console.log(`buildPdf 10,000 rows: ${result.milliseconds} ms, ${result.bytes} bytes`);
  expect(result.bytes).toBeGreaterThan(0);
}, 60_000);
