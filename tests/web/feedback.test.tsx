import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from '../../web/src/widgets/feedback/FeedbackHost';
import { confirm } from '../../web/src/widgets/feedback/dialogs';
import { toast } from '../../web/src/widgets/feedback/toasts';

describe('toasts', () => {
  it('close by themselves after 5000 ms', () => {
    vi.useFakeTimers();
    render(<FeedbackHost />);
    act(() => {
      toast.success('Actualizado con Exito', { title: 'EXITO' });
    });
    const shown = screen.getByRole('status');
    expect(shown.textContent).toContain('Actualizado con Exito');
    expect(shown.classList.contains('toast--success')).toBe(true);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Actualizado con Exito')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Actualizado con Exito')).toBeNull();
  });

  it('stack in order with one colour per level and close with their button', async () => {
    render(<FeedbackHost />);
    act(() => {
      toast.info('Uno');
      toast.warning('Dos');
      toast.error('Tres');
    });
    const shown = screen.getAllByRole('status');
    expect(shown.map((t) => t.className)).toEqual(['toast toast--info', 'toast toast--warning', 'toast toast--error']);
    expect(shown[0]!.parentElement!.getAttribute('aria-live')).toBe('polite');
    await userEvent.click(screen.getAllByRole('button', { name: 'Cerrar notificación' })[1]!);
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['iUno×', '×Tres×']);
  });
});

describe('confirm dialog', () => {
  function ask() {
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: '¿Eliminar la publicidad?', message: 'Esta acción no se puede deshacer.' });
    });
    return answer;
  }

  it("resolves true on 'Aceptar', which has the focus", async () => {
    render(<FeedbackHost />);
    const answer = ask();
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar la publicidad?' });
    expect(dialog.textContent).toContain('Esta acción no se puede deshacer.');
    expect(dialog.classList.contains('popup--warning')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aceptar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("resolves false on 'Cancelar'", async () => {
    render(<FeedbackHost />);
    const answer = ask();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    render(<FeedbackHost />);
    const answer = ask();
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the focus inside while tabbing', async () => {
    render(<FeedbackHost />);
    void ask();
    const accept = screen.getByRole('button', { name: 'Aceptar' });
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(accept);
  });
});
