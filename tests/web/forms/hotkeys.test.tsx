import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from '../../../web/src/widgets/feedback/FeedbackHost';
import { toastStore } from '../../../web/src/widgets/feedback/toasts';
import { HotkeyBar } from '../../../web/src/widgets/forms/HotkeyBar';
import type { Hotkey } from '../../../web/src/widgets/forms/hotkeys';
import { useHotkeys } from '../../../web/src/widgets/forms/useHotkeys';

const BUSY = '!!!YA SE ESTA PROCESANDO ESPERE UN MOMENTO!!!';

function Screen({ hotkeys, busy = false }: { hotkeys: Hotkey[]; busy?: boolean }) {
  const state = useHotkeys(hotkeys, { busy });
  return (
    <>
      <HotkeyBar hotkeys={hotkeys} busy={state.busy} onTrigger={state.trigger} />
      <input aria-label="Texto" />
      <FeedbackHost />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function press(key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => {
    document.body.dispatchEvent(event);
  });
  return event;
}

describe('hotkeys', () => {
  it('runs the bound action and prevents the browser default of the F-key', () => {
    const save = vi.fn();
    render(<Screen hotkeys={[{ key: 'F9', label: 'Guardar', action: save }]} />);
    const event = press('F9');
    expect(save).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each(['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'F10', 'F11', 'F12'] as const)('binds %s', (key) => {
    const action = vi.fn();
    render(<Screen hotkeys={[{ key, label: 'Acción', action }]} />);
    expect(press(key).defaultPrevented).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('leaves unbound F-keys to the browser', () => {
    render(<Screen hotkeys={[{ key: 'F9', label: 'Guardar', action: vi.fn() }]} />);
    expect(press('F5').defaultPrevented).toBe(false);
  });

  it('while an action is running, a hotkey shows the busy warning and does not run again', async () => {
    const pending = deferred();
    const search = vi.fn(() => pending.promise);
    const save = vi.fn();
    render(
      <Screen
        hotkeys={[
          { key: 'F2', label: 'Buscar', action: search },
          { key: 'F9', label: 'Guardar', action: save },
        ]}
      />,
    );
    press('F2');
    const again = press('F2');
    press('F9');
    expect(search).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
    expect(again.defaultPrevented).toBe(true);
    const warning = screen.getByRole('status');
    expect(warning.textContent).toContain(BUSY);
    expect(warning.classList.contains('toast--warning')).toBe(true);
    // Pressing on does not pile up warnings.
    expect(toastStore.get()).toHaveLength(1);
    expect(screen.getByRole('toolbar', { name: 'Atajos de teclado' }).getAttribute('aria-busy')).toBe('true');

    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    press('F2');
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('refuses hotkeys while the screen says it is busy', () => {
    const save = vi.fn();
    render(<Screen hotkeys={[{ key: 'F9', label: 'Guardar', action: save }]} busy />);
    press('F9');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain(BUSY);
  });

  it('the on-screen buttons go through the same busy check', async () => {
    const pending = deferred();
    const search = vi.fn(() => pending.promise);
    render(<Screen hotkeys={[{ key: 'F2', label: 'Buscar', action: search }]} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Buscar/ });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('F2');
    await user.click(button);
    await user.click(button);
    expect(search).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain(BUSY);
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
  });

  it('binds Esc and Enter; Enter on a button or in a form stays theirs', async () => {
    const close = vi.fn();
    const accept = vi.fn();
    render(
      <Screen
        hotkeys={[
          { key: 'Escape', label: 'Cerrar', action: close },
          { key: 'Enter', label: 'Aceptar', action: accept },
        ]}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Texto'));
    await user.keyboard('{Escape}{Enter}');
    expect(close).toHaveBeenCalledTimes(1);
    expect(accept).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: /Cerrar/ }).focus();
    await user.keyboard('{Enter}');
    expect(accept).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('stops listening once the screen is gone, and the newest screen wins a shared key', () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = render(<Screen hotkeys={[{ key: 'F3', label: 'Uno', action: first }]} />);
    const b = render(<Screen hotkeys={[{ key: 'F3', label: 'Dos', action: second }]} />);
    press('F3');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    b.unmount();
    press('F3');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    a.unmount();
    expect(press('F3').defaultPrevented).toBe(false);
  });
});
