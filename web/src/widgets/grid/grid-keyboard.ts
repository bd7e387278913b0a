/** The active cell of the grid's roving focus: a body row position and a column position. */
export interface ActiveCell {
  row: number;
  col: number;
}

export interface GridExtent {
  rowCount: number;
  colCount: number;
  /** Rows a PageUp / PageDown moves. */
  pageRows: number;
}

/** Where a navigation key moves the active cell; null for keys that do not navigate. */
export function moveActiveCell(key: string, ctrl: boolean, from: ActiveCell, extent: GridExtent): ActiveCell | null {
  const lastRow = Math.max(0, extent.rowCount - 1);
  const lastCol = Math.max(0, extent.colCount - 1);
  const clampRow = (row: number) => Math.min(lastRow, Math.max(0, row));
  switch (key) {
    case 'ArrowDown':
      return { row: clampRow(from.row + 1), col: from.col };
    case 'ArrowUp':
      return { row: clampRow(from.row - 1), col: from.col };
    case 'ArrowRight':
      return { row: from.row, col: Math.min(lastCol, from.col + 1) };
    case 'ArrowLeft':
      return { row: from.row, col: Math.max(0, from.col - 1) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: from.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: from.row, col: lastCol };
    case 'PageDown':
      return { row: clampRow(from.row + extent.pageRows), col: from.col };
    case 'PageUp':
      return { row: clampRow(from.row - extent.pageRows), col: from.col };
    default:
      return null;
  }
}
