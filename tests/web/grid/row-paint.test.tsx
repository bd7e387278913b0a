import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import type { CellStyleFn, RowStyleFn } from '../../../web/src/widgets/grid/row-paint';
import { toExportTable } from '../../../web/src/widgets/grid/to-export-table';
import { rowPainter } from '../../../web/src/widgets/grid/row-paint';
import { buildPrintHtml } from '../../../web/src/widgets/grid/export/print-export';
import { bodyRows, renderGrid } from './grid-helpers';

const columns: ReportColumn[] = [
  { di_column: 'codigo', di_descri: 'Código', type: 'text' },
  { di_column: 'estado', di_descri: 'Estado', type: 'text' },
];
const data: ReportRow[] = [
  { codigo: '001', estado: 'ACTIVO' },
  { codigo: '002', estado: 'BLOQUEADO' },
  { codigo: '003', estado: 'DEMO' },
];
const COLOURS: Record<string, string> = { ACTIVO: 'limegreen', BLOQUEADO: 'crimson' };
const headRow: RowStyleFn = (row) => (row.codigo === '002' ? { background: '#ffc171', fontWeight: 'bold' } : { background: '#ffffff' });
const stateBadge: CellStyleFn = (row, columnId) =>
  columnId === 'estado' && COLOURS[String(row.estado)] ? { background: COLOURS[String(row.estado)], color: '#fff', badge: true } : undefined;

function rowByCode(grid: HTMLElement, code: string): HTMLElement {
  return bodyRows(grid).find((r) => r.querySelector('[data-column="codigo"]')?.textContent === code)!;
}

describe('ReportGrid rowStyle and cellStyle', () => {
  it('paints each row from its own values: 002 ffc171 and bold, the others ffffff', () => {
    const { grid } = renderGrid({ columns, data, rowStyle: headRow });
    expect(rowByCode(grid, '002').style.background).toBe('#ffc171');
    expect(rowByCode(grid, '002').style.fontWeight).toBe('bold');
    expect(rowByCode(grid, '001').style.background).toBe('#ffffff');
    expect(rowByCode(grid, '003').style.background).toBe('#ffffff');
  });

  it('draws badge cells as a tag in the colour of their value and leaves unmatched cells and other columns plain', () => {
    const { grid } = renderGrid({ columns, data, cellStyle: stateBadge });
    const active = rowByCode(grid, '001').querySelector<HTMLElement>('[data-column="estado"] .rgrid__badge')!;
    expect(active.textContent).toBe('ACTIVO');
    expect(active.style.background).toBe('limegreen');
    expect(active.style.color).toBe('#fff');
    expect(rowByCode(grid, '002').querySelector<HTMLElement>('.rgrid__badge')!.style.background).toBe('crimson');
    expect(rowByCode(grid, '003').querySelector('.rgrid__badge')).toBeNull();
    expect(rowByCode(grid, '001').querySelector<HTMLElement>('[data-column="codigo"]')!.style.background).toBe('');
  });

  it('fills a non-badge cell with its colour', () => {
    const fill: CellStyleFn = (row, columnId) => (columnId === 'codigo' && row.codigo === '003' ? { background: 'gold' } : undefined);
    const { grid } = renderGrid({ columns, data, cellStyle: fill });
    expect(rowByCode(grid, '003').querySelector<HTMLElement>('[data-column="codigo"]')!.style.background).toBe('gold');
    expect(rowByCode(grid, '001').querySelector<HTMLElement>('[data-column="codigo"]')!.style.background).toBe('');
  });

  it('keeps the colours with the rows after sorting (the virtual rows are reused for other data)', () => {
    const { grid } = renderGrid({ columns, data, rowStyle: headRow });
    const header =
      grid.querySelector<HTMLElement>('[role="columnheader"][data-column="codigo"]') ??
      [...grid.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((h) => h.textContent?.includes('Código'))!;
    fireEvent.click(header);
    fireEvent.click(header);
    expect(bodyRows(grid).map((r) => r.querySelector('[data-column="codigo"]')?.textContent)).toEqual(['003', '002', '001']);
    expect(rowByCode(grid, '002').style.background).toBe('#ffc171');
    expect(rowByCode(grid, '003').style.background).toBe('#ffffff');
  });

  it('asks each row once, however often it is drawn, and not at all without rowStyle/cellStyle', () => {
    expect(rowPainter(undefined, undefined, columns)).toBeNull();
    const spy = vi.fn(headRow);
    const paint = rowPainter(spy, undefined, columns)!;
    paint(data[0]!);
    paint(data[0]!);
    paint(data[1]!);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('prints the row and cell colours', () => {
    const table = toExportTable({
      title: 'T',
      landscape: false,
      columns,
      data,
      indices: [0, 1, 2],
      groups: [],
      paintRow: rowPainter(headRow, stateBadge, columns),
    });
    const html = buildPrintHtml(table);
    expect(html).toContain('background:#ffc171;font-weight:bold');
    expect(html).toContain('background:limegreen;color:#fff');
    expect(html).toContain('background:crimson');
  });
});
