import { render, screen, within } from '@testing-library/react';
import { FeedbackHost } from '../../../web/src/widgets/feedback/FeedbackHost';
import { ReportGrid, type ReportGridProps } from '../../../web/src/widgets/grid/ReportGrid';

/** Renders a grid with the feedback host, so its popups show as they do in the app. */
export function renderGrid(props: ReportGridProps) {
  const result = render(
    <>
      <FeedbackHost />
      <ReportGrid {...props} />
    </>,
  );
  return { ...result, grid: screen.getByRole('grid') };
}

/** Body rows (data and group rows) currently in the DOM, in order. */
export function bodyRows(grid: HTMLElement): HTMLElement[] {
  const body = grid.querySelector('.rgrid__body');
  return body ? [...body.querySelectorAll<HTMLElement>('[role="row"]')] : [];
}

/** The text of each cell of a body row. */
export function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent ?? '');
}

/** The footer's text under a column. */
export function footerText(grid: HTMLElement, columnId: string): string {
  return grid.querySelector(`.rgrid__foot [data-column="${columnId}"]`)?.textContent ?? '';
}

/** Text of one cell of a body row by column key. */
export function cellOf(row: HTMLElement, columnId: string): string {
  return row.querySelector(`[data-column="${columnId}"]`)?.textContent ?? '';
}
