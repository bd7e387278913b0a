import type { ReportRow } from './report-column';
import { gridMessages } from './messages';

/** Detail windows opened from report rows (spec 001 §2, 002 §2). */
export interface DetailWindow {
  url: string;
  title: string;
}

export const DETAIL_WINDOW_WIDTH = 1000;
export const DETAIL_WINDOW_HEIGHT = 550;

const ENTRY_CATEGORY = 4;
const WITHHOLDING_CATEGORY = 3;
const ENTRY_TRANSACTION = 50;
const WITHHOLDING_TRANSACTIONS = [41, 42];

type DocumentKind = 'entry' | 'withholding' | 'invoice';

function isPresent(value: ReportRow[string]): boolean {
  return value !== null && value !== undefined && value !== '';
}

function documentKind(row: ReportRow): DocumentKind {
  if (isPresent(row.doc_categoria)) {
    const category = Number(row.doc_categoria);
    if (category === ENTRY_CATEGORY) return 'entry';
    if (category === WITHHOLDING_CATEGORY) return 'withholding';
    return 'invoice';
  }
  // The transaction code is the document type (tra_codigo); trn_codigo is the transaction's own id.
  const transactionType = Number(row.tra_codigo);
  if (transactionType === ENTRY_TRANSACTION) return 'entry';
  if (WITHHOLDING_TRANSACTIONS.includes(transactionType)) return 'withholding';
  return 'invoice';
}

// Row values become path segments: encoded, a value such as '../usuarios' cannot reach another page.
function segment(value: ReportRow[string]): string {
  return encodeURIComponent(String(value ?? ''));
}

/** Which window a row opens: by doc_categoria (4 entry, 3 withholding, else invoice), or without it by the transaction code tra_codigo (50 entry, 41/42 withholding, else invoice); the window shows the transaction trn_codigo; '/v2' prefix in deployment mode 2. */
export function detailWindowFor(row: ReportRow, deployMode: 1 | 2): DetailWindow {
  const prefix = deployMode === 2 ? '/v2' : '';
  const transaction = segment(row.trn_codigo);
  switch (documentKind(row)) {
    case 'entry':
      return { url: `${prefix}/asiento/ver/${segment(row.dia_codigo)}/${transaction}?submit`, title: gridMessages.entryTitle };
    case 'withholding':
      return { url: `${prefix}/retencion/ver/${transaction}?submit`, title: gridMessages.withholdingTitle };
    default:
      return { url: `${prefix}/transacc/ver/${transaction}?submit`, title: gridMessages.invoiceTitle(String(row.trn_codigo ?? '')) };
  }
}

/** window.open features for a 1000x550 window centred on the screen. */
export function centredWindowFeatures(screenSize: { width: number; height: number; left?: number; top?: number }): string {
  const left = Math.max(0, Math.round((screenSize.left ?? 0) + (screenSize.width - DETAIL_WINDOW_WIDTH) / 2));
  const top = Math.max(0, Math.round((screenSize.top ?? 0) + (screenSize.height - DETAIL_WINDOW_HEIGHT) / 2));
  return `width=${DETAIL_WINDOW_WIDTH},height=${DETAIL_WINDOW_HEIGHT},left=${left},top=${top}`;
}

interface ScreenWithOrigin extends Screen {
  availLeft?: number;
  availTop?: number;
}

/** Opens the row's detail window; the title names the window, as the legacy screens did. */
export function openDetailWindow(row: ReportRow, deployMode: 1 | 2): Window | null {
  const { url, title } = detailWindowFor(row, deployMode);
  const screenInfo = window.screen as ScreenWithOrigin;
  const features = centredWindowFeatures({
    width: screenInfo.width,
    height: screenInfo.height,
    left: screenInfo.availLeft,
    top: screenInfo.availTop,
  });
  return window.open(url, title, features);
}
