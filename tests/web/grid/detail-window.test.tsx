import { fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { centredWindowFeatures, detailWindowFor, openDetailWindow } from '../../../web/src/widgets/grid/detail-window';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { bodyRows, renderGrid } from './grid-helpers';

describe('detail window of a row', () => {
  it('follows the document category: 4 journal entry, 3 withholding, anything else invoice', () => {
    expect(detailWindowFor({ doc_categoria: 4, trn_codigo: 10002, dia_codigo: 5002 }, 1)).toEqual({
      url: '/asiento/ver/5002/10002?submit',
      title: 'Detalle del Asiento',
    });
    expect(detailWindowFor({ doc_categoria: 3, trn_codigo: 10003 }, 1)).toEqual({ url: '/retencion/ver/10003?submit', title: 'Detalle de la Retencion' });
    expect(detailWindowFor({ doc_categoria: 1, trn_codigo: 50 }, 1)).toEqual({ url: '/transacc/ver/50?submit', title: 'Detalle de la Factura 50' });
  });

  it('without a category follows the transaction code tra_codigo: 50 entry, 41 or 42 withholding, otherwise invoice', () => {
    expect(detailWindowFor({ tra_codigo: 50, trn_codigo: 10050, dia_codigo: 7 }, 1)).toEqual({
      url: '/asiento/ver/7/10050?submit',
      title: 'Detalle del Asiento',
    });
    expect(detailWindowFor({ tra_codigo: 41, trn_codigo: 10041 }, 1)).toEqual({ url: '/retencion/ver/10041?submit', title: 'Detalle de la Retencion' });
    expect(detailWindowFor({ doc_categoria: null, tra_codigo: 42, trn_codigo: 10042 }, 1).url).toBe('/retencion/ver/10042?submit');
    expect(detailWindowFor({ doc_categoria: '', tra_codigo: 1, trn_codigo: 10001 }, 1)).toEqual({
      url: '/transacc/ver/10001?submit',
      title: 'Detalle de la Factura 10001',
    });
    // The transaction's own id never decides the kind: transaction 50 of type 1 is an invoice.
    expect(detailWindowFor({ tra_codigo: 1, trn_codigo: 50 }, 1).title).toBe('Detalle de la Factura 50');
  });

  it('prefixes /v2 in deployment mode 2', () => {
    expect(detailWindowFor({ doc_categoria: 4, trn_codigo: 9, dia_codigo: 3 }, 2).url).toBe('/v2/asiento/ver/3/9?submit');
    expect(detailWindowFor({ doc_categoria: 3, trn_codigo: 9 }, 2).url).toBe('/v2/retencion/ver/9?submit');
    expect(detailWindowFor({ trn_codigo: 9 }, 2).url).toBe('/v2/transacc/ver/9?submit');
  });

  it('encodes row values in the path, so a value cannot point the window at another page', () => {
    expect(detailWindowFor({ doc_categoria: 1, trn_codigo: '../../usuarios' }, 1).url).toBe('/transacc/ver/..%2F..%2Fusuarios?submit');
    expect(detailWindowFor({ doc_categoria: 4, trn_codigo: '7?x=1', dia_codigo: 'a/b' }, 2).url).toBe('/v2/asiento/ver/a%2Fb/7%3Fx%3D1?submit');
  });

  it('is 1000x550 and centred on the screen', () => {
    expect(centredWindowFeatures({ width: 1920, height: 1080 })).toBe('width=1000,height=550,left=460,top=265');
    expect(centredWindowFeatures({ width: 1440, height: 900, left: 1920, top: 0 })).toBe('width=1000,height=550,left=2140,top=175');
  });

  it('opens with window.open', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openDetailWindow({ doc_categoria: 3, trn_codigo: 77 }, 1);
    expect(open).toHaveBeenCalledWith('/retencion/ver/77?submit', 'Detalle de la Retencion', expect.stringMatching(/^width=1000,height=550,left=\d+,top=\d+$/));
  });
});

const COLUMNS: ReportColumn[] = [
  { di_column: 'comprobante', di_descri: 'Comprobante', type: 'text' },
  { di_column: 'doc_categoria', di_descri: 'Categoría', type: 'integer', visible: false },
  { di_column: 'trn_codigo', di_descri: 'Transacción', type: 'integer', visible: false },
  { di_column: 'dia_codigo', di_descri: 'Asiento', type: 'integer', visible: false },
];
const ROWS: ReportRow[] = [
  { comprobante: '001-002-000000001', doc_categoria: 1, trn_codigo: 10000, dia_codigo: null },
  { comprobante: '001-002-000000002', doc_categoria: 4, trn_codigo: 10001, dia_codigo: 5001 },
];

describe('opening a row from the grid', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
    vi.restoreAllMocks();
  });

  it('with detail windows, a double click opens the window of the row', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, detailWindows: true });
    fireEvent.doubleClick(within(bodyRows(grid)[1]!).getAllByRole('gridcell')[0]!);
    expect(open).toHaveBeenCalledWith('/asiento/ver/5001/10001?submit', 'Detalle del Asiento', expect.stringContaining('width=1000,height=550'));
  });

  it('in deployment mode 2 the window opens under /v2', () => {
    window.__APP_CONFIG__ = { deployMode: 2 };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, detailWindows: true });
    fireEvent.doubleClick(within(bodyRows(grid)[0]!).getAllByRole('gridcell')[0]!);
    expect(open).toHaveBeenCalledWith('/v2/transacc/ver/10000?submit', 'Detalle de la Factura 10000', expect.any(String));
  });

  it('without detail windows, the grid calls onOpenRow with the row', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onOpenRow = vi.fn();
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, onOpenRow });
    fireEvent.doubleClick(within(bodyRows(grid)[0]!).getAllByRole('gridcell')[0]!);
    expect(onOpenRow).toHaveBeenCalledWith(ROWS[0]);
    expect(open).not.toHaveBeenCalled();
  });
});
