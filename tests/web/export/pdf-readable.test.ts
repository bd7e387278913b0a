import { describe, expect, test } from 'vitest';
import { COMPANY_COLUMNS, companyRow } from '../../../web/src/features/companies/company-list-rows';
import { PACKAGE_COLUMNS, packageRow } from '../../../web/src/features/packages/package-rows';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { buildPdf } from '../../../web/src/widgets/grid/export/pdf-export';
import { runGridQuery } from '../../../web/src/widgets/grid/grid-engine';
import { toExportTable } from '../../../web/src/widgets/grid/to-export-table';
import { listCompany } from '../companies/company-mocks';
import { packageRow as connectionRow } from '../packages/package-mocks';
import { renderPdfToPng } from './pdf-png';
import { readPdf, type PdfPage } from './pdf-text';

const A4 = { short: 595.28, long: 841.89 };
const PNG_DIR = 'test-results/pdf';
const NAMES = [
  'UNIDAD EDUCATIVA PARTICULAR SAN MARCOS DE LA SIERRA ECUATORIANA',
  'COMERCIAL ANDINA S.A.',
  'DISTRIBUIDORA FARMACEUTICA DEL LITORAL DISFARLIT CIA. LTDA.',
  'RESTAURANTE LA COSTEÑA COSTERES S.A.',
  'HOTEL MITAD DEL MUNDO HOTMIMUN S.A.',
] as const;
const STATES = ['ACTIVO', 'BLOQUEADO', 'INACTIVO', 'LECTURA', 'DEMO'] as const;

function pdfOf(title: string, columns: readonly ReportColumn[], data: ReportRow[]) {
  const visible = columns.filter((c) => c.visible !== false);
  const view = runGridQuery(data, columns, { filters: [], sorting: [], grouping: [] });
  return buildPdf(toExportTable({ title, landscape: false, columns: visible, data, indices: view.indices, groups: view.groups }));
}

/** All the text of the pages, runs joined per page, so a value split over runs still reads whole. */
function pageTexts(pages: PdfPage[]): string[] {
  return pages.map((page) => page.items.map((item) => item.str).join(' '));
}

describe('readable PDF of the lists', () => {
  test('the companies PDF turns landscape by itself, repeats the header, wraps long names and prints every RUC and access code whole', async () => {
    const data = Array.from({ length: 70 }, (_, i) => {
      const company = listCompany(1000 + i, `empresa${String(i).padStart(3, '0')}`, `${NAMES[i % NAMES.length]} ${i}`, STATES[i % STATES.length]!);
      return companyRow({ ...company, ruc: `17${String(92456100 + i)}001`, locationInfo: { ...company.locationInfo, city: 'SANTO DOMINGO DE LOS COLORADOS' } });
    });
    const bytes = await pdfOf('Lista de empresas', COMPANY_COLUMNS, data);
    const pages = await readPdf(bytes);
    await renderPdfToPng(bytes, PNG_DIR, 'empresas');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect([page.width, page.height]).toEqual([A4.long, A4.short]);
    const texts = pageTexts(pages);
    // The header on every page.
    texts.forEach((text) => expect(text).toContain('Razón social'));
    const runs = new Set(pages.flatMap((page) => page.items.map((item) => item.str.trim())));
    for (const row of data) {
      // RUC, access code, state and date: each one run, never split nor cut.
      expect(runs.has(String(row.emp_ruc)), String(row.emp_ruc)).toBe(true);
      expect(runs.has(String(row.emp_coding)), String(row.emp_coding)).toBe(true);
      expect(runs.has(String(row.estado)), String(row.estado)).toBe(true);
    }
    expect([...runs].filter((text) => text.endsWith('...'))).toEqual([]);
    // A long legal name wraps over lines: every word of it is printed.
    const all = texts.join(' ');
    for (const word of NAMES[2].split(' ')) expect(all).toContain(word);
    expect(all).toContain('COLORADOS');
  });

  test('the packages PDF prints every RUC whole and every invoice number whole', async () => {
    const data = Array.from({ length: 40 }, (_, i) =>
      packageRow(
        connectionRow(2000 + i, `paquete${String(i).padStart(3, '0')}`, `${NAMES[i % NAMES.length]} ${i}`, {
          ruc: `09${String(12345600 + i)}001`,
          invoiceNumber: `001-002-${String(123456000 + i).padStart(9, '0')}`,
        }),
      ),
    );
    const bytes = await pdfOf('Paquetes de conexiones', PACKAGE_COLUMNS, data);
    const pages = await readPdf(bytes);
    await renderPdfToPng(bytes, PNG_DIR, 'paquetes');
    for (const page of pages) expect([page.width, page.height]).toEqual([A4.long, A4.short]);
    // 16 columns do not fit landscape at 8 pt with every value whole: the text is set smaller, not cut.
    const sizes = new Set(pages.flatMap((page) => page.items.filter((item) => item.str === String(data[0]!.rucempresa)).map((item) => item.fontSize)));
    expect(sizes.size).toBe(1);
    const [size] = [...sizes];
    expect(size).toBeGreaterThanOrEqual(6);
    expect(size).toBeLessThan(8);
    const runs = new Set(pages.flatMap((page) => page.items.map((item) => item.str.trim())));
    for (const row of data) {
      expect(runs.has(String(row.rucempresa)), String(row.rucempresa)).toBe(true);
      expect(runs.has(String(row.trn_compro)), String(row.trn_compro)).toBe(true);
    }
    expect([...runs].filter((text) => text.endsWith('...'))).toEqual([]);
  });
});
