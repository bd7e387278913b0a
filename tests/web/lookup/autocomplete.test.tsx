import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Autocomplete, DEFAULT_NULL_COLOR, type AutocompleteProps } from '../../../web/src/widgets/lookup/Autocomplete';
import { BLUR_DELAY_MS, FOCUS_DELAY_MS } from '../../../web/src/widgets/lookup/useAutocomplete';

const PEOPLE = ['ÁLVAREZ PÉREZ JUAN', 'álvaro torres', 'PÉREZ ÁLVAREZ ANA', 'MUÑOZ LEÓN ROSA', 'MUÑIZ CARLOS', 'ÑANDÚ QUISHPE MARÍA', 'JARAMILLO 17 PEDRO'];

/** Default fake server: every name that merely contains the text (the widget must keep only prefixes). */
const containing = (text: string) => PEOPLE.filter((p) => p.toLowerCase().includes(text.toLowerCase()));

/** Generic autocomplete over PEOPLE; `calls` records every text sent to the server. */
function setup(props: Partial<AutocompleteProps<string>> = {}, answer: (text: string) => string[] = containing) {
  const calls: string[] = [];
  const onSelect = vi.fn();
  const onNoMatch = vi.fn();
  render(
    <Autocomplete<string>
      name="persona"
      label="Persona"
      fetchItems={async (text) => {
        calls.push(text);
        return answer(text);
      }}
      itemLabel={(p) => p}
      itemKey={(p) => p}
      onSelect={onSelect}
      onNoMatch={onNoMatch}
      {...props}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Persona' }) as HTMLInputElement;
  return { calls, onSelect, onNoMatch, input };
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const settle = () => act(async () => {});

describe('autocomplete keys', () => {
  it('asks the server on letters (ñ and accented too), digits, numpad keys, Backspace and Delete', async () => {
    // This server matches everything, so no empty answer pauses the requests.
    const { calls, input } = setup({}, (text) => [text]);
    const user = userEvent.setup();
    await user.type(input, 'ñá1');
    expect(calls).toEqual(['ñ', 'ñá', 'ñá1']);
    fireEvent.keyUp(input, { key: '+', code: 'NumpadAdd' });
    fireEvent.keyUp(input, { key: 'End', code: 'Numpad1' });
    expect(calls).toEqual(['ñ', 'ñá', 'ñá1', 'ñá1', 'ñá1']);
    await user.keyboard('{Backspace}');
    expect(calls.at(-1)).toBe('ñá');
    await user.keyboard('{ArrowLeft}{Delete}');
    expect(calls.at(-1)).toBe('ñ');
    expect(calls).toHaveLength(7);
  });

  it("asks on the letters a phone's virtual keyboard or an IME types (key 'Unidentified' or 'Process')", async () => {
    const { calls, input } = setup({}, (text) => [text]);
    fireEvent.change(input, { target: { value: 'mu' } });
    fireEvent.keyUp(input, { key: 'Unidentified', code: '' });
    fireEvent.change(input, { target: { value: 'muñ' } });
    fireEvent.keyUp(input, { key: 'Process', code: 'KeyN' });
    await settle();
    expect(calls).toEqual(['mu', 'muñ']);
  });

  it('does not ask on F5, Tab, arrows, Shift, Enter, Escape, space, punctuation or Ctrl+letter', async () => {
    const { calls, input } = setup();
    fireEvent.change(input, { target: { value: 'mu' } });
    const ignored = [
      { key: 'F5', code: 'F5' },
      { key: 'Tab', code: 'Tab' },
      { key: 'ArrowDown', code: 'ArrowDown' },
      { key: 'ArrowLeft', code: 'ArrowLeft' },
      { key: 'Shift', code: 'ShiftLeft' },
      { key: 'Enter', code: 'Enter' },
      { key: 'Escape', code: 'Escape' },
      { key: ' ', code: 'Space' },
      { key: '-', code: 'Minus' },
      { key: 'v', code: 'KeyV', ctrlKey: true },
      { key: 'Home', code: 'Home' },
    ];
    for (const key of ignored) fireEvent.keyUp(input, key);
    await settle();
    expect(calls).toEqual([]);
    fireEvent.keyUp(input, { key: 'u', code: 'KeyU' });
    expect(calls).toEqual(['mu']);
  });
});

describe('autocomplete suggestions', () => {
  it('lists only the items that start with the text, ignoring case', async () => {
    const { input } = setup();
    await userEvent.setup().type(input, 'álv');
    await waitFor(() => expect(optionNames()).toEqual(['ÁLVAREZ PÉREZ JUAN', 'álvaro torres']));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('status').textContent).toBe('2 resultados');
  });

  it('moves the highlight with the arrows and picks it with Enter', async () => {
    const { input, onSelect, onNoMatch } = setup();
    const user = userEvent.setup();
    await user.type(input, 'mu');
    await waitFor(() => expect(optionNames()).toEqual(['MUÑOZ LEÓN ROSA', 'MUÑIZ CARLOS']));
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('MUÑIZ CARLOS');
    expect(onNoMatch).not.toHaveBeenCalled();
    expect(input.value).toBe('MUÑIZ CARLOS');
    expect(optionNames()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs the no-match action when Enter is pressed with nothing highlighted', async () => {
    const { input, onSelect, onNoMatch } = setup();
    const user = userEvent.setup();
    await user.type(input, 'mu');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    await user.keyboard('{Enter}');
    expect(onNoMatch).toHaveBeenCalledExactlyOnceWith('mu');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('clears the suggestions with Escape and keeps the text', async () => {
    const { input } = setup();
    const user = userEvent.setup();
    await user.type(input, 'mu');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(optionNames()).toEqual([]);
    expect(input.value).toBe('mu');
  });

  it('picks an option with the mouse', async () => {
    const { input, onSelect } = setup();
    const user = userEvent.setup();
    await user.type(input, 'ñ');
    const [option] = await screen.findAllByRole('option');
    expect(option!.textContent).toBe('ÑANDÚ QUISHPE MARÍA');
    await user.click(option!);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('ÑANDÚ QUISHPE MARÍA');
    expect(input.value).toBe('ÑANDÚ QUISHPE MARÍA');
  });
});

describe('autocomplete with no match', () => {
  it('stops asking after an empty answer until the text no longer starts with the text that found nothing', async () => {
    const { calls, input } = setup();
    const user = userEvent.setup();
    await user.type(input, 'muz');
    await settle();
    expect(calls).toEqual(['m', 'mu', 'muz']);
    await user.type(input, 'qu');
    await user.keyboard('{Backspace}{Backspace}');
    await settle();
    expect(input.value).toBe('muz');
    expect(calls).toEqual(['m', 'mu', 'muz']);
    await user.keyboard('{Backspace}');
    expect(calls).toEqual(['m', 'mu', 'muz', 'mu']);
  });

  it("turns the text the 'null' colour, red by default, and runs the null handler once", async () => {
    const { input, onNoMatch } = setup();
    const user = userEvent.setup();
    await user.type(input, 'mu');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    expect(input.style.color).toBe('');
    await user.type(input, 'x');
    await waitFor(() => expect(input.style.color).toBe(DEFAULT_NULL_COLOR));
    expect(DEFAULT_NULL_COLOR).toBe('var(--color-error, #c62828)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Sin coincidencias');
    expect(onNoMatch).toHaveBeenCalledExactlyOnceWith('mux');
    await user.type(input, 'y');
    expect(input.style.color).toBe(DEFAULT_NULL_COLOR);
    expect(onNoMatch).toHaveBeenCalledTimes(1);
    await user.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    expect(input.style.color).toBe('');
  });

  it('uses the configured null colour', async () => {
    const { input } = setup({ nullColor: 'rgb(128, 0, 128)' });
    await userEvent.setup().type(input, 'zz');
    await waitFor(() => expect(input.style.color).toBe('rgb(128, 0, 128)'));
  });
});

describe('autocomplete focus and blur', () => {
  it('resets the text to the chosen value and clears the suggestions 500 ms after losing focus', async () => {
    vi.useFakeTimers();
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'mu' } });
    fireEvent.keyUp(input, { key: 'u', code: 'KeyU' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(optionNames()).toHaveLength(2);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('MUÑOZ LEÓN ROSA');

    fireEvent.change(input, { target: { value: 'álv' } });
    fireEvent.keyUp(input, { key: 'v', code: 'KeyV' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(optionNames()).toHaveLength(2);
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(BLUR_DELAY_MS - 1));
    expect(input.value).toBe('álv');
    expect(optionNames()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(BLUR_DELAY_MS).toBe(500);
    expect(input.value).toBe('MUÑOZ LEÓN ROSA');
    expect(optionNames()).toEqual([]);
  });

  it('empties an unchosen text after the blur delay', async () => {
    vi.useFakeTimers();
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'zz' } });
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(BLUR_DELAY_MS));
    expect(input.value).toBe('');
  });

  it('selects the text 100 ms after gaining focus, so typing replaces the chosen value', async () => {
    vi.useFakeTimers();
    const { input } = setup({ initialItem: 'MUÑIZ CARLOS' });
    act(() => input.focus());
    input.setSelectionRange(3, 3);
    await act(() => vi.advanceTimersByTimeAsync(FOCUS_DELAY_MS - 1));
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FOCUS_DELAY_MS).toBe(100);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'MUÑIZ CARLOS'.length]);
  });

  it('leaves the caret alone in a text that is not the chosen value', async () => {
    vi.useFakeTimers();
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'muñ' } });
    act(() => input.focus());
    input.setSelectionRange(1, 1);
    await act(() => vi.advanceTimersByTimeAsync(FOCUS_DELAY_MS));
    expect([input.selectionStart, input.selectionEnd]).toEqual([1, 1]);
  });
});
