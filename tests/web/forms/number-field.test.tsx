import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, type NumberFieldProps } from '../../../web/src/widgets/forms/NumberField';

type Extra = Partial<Omit<NumberFieldProps, 'value' | 'onChange'>>;

function Harness({ onChange, ...props }: Extra & { onChange: (text: string, value: number | null) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <NumberField
        id="valor"
        name="valor"
        label="Valor"
        {...props}
        value={text}
        onChange={(t, v) => {
          setText(t);
          onChange(t, v);
        }}
      />
      <button type="button">Otro</button>
    </>
  );
}

function setup(props: Extra = {}) {
  const onChange = vi.fn<(text: string, value: number | null) => void>();
  render(<Harness onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup(), input: screen.getByLabelText('Valor') as HTMLInputElement };
}

describe('decimal input', () => {
  it.each([
    ['-12.3.4', '-12.34', -12.34],
    ['1-2', '12', 12],
    ['a1b2', '12', 12],
    // The es-EC decimal comma is taken as the point; a second separator is dropped.
    ['12,50', '12.50', 12.5],
    ['1,5,0', '1.50', 1.5],
    ['--5', '-5', -5],
    ['.5', '.5', 0.5],
    ['$1 000.25', '1000.25', 1000.25],
  ])("typing '%s' keeps '%s'", async (typed, kept, value) => {
    const { onChange, user, input } = setup();
    await user.type(input, typed);
    expect(input.value).toBe(kept);
    expect(onChange).toHaveBeenLastCalledWith(kept, value);
  });

  it('emits no number while only a minus is typed', async () => {
    const { onChange, user, input } = setup();
    await user.type(input, '-');
    expect(onChange).toHaveBeenLastCalledWith('-', null);
  });

  it('keeps the caret where a refused character was typed', async () => {
    const { user, input } = setup();
    await user.type(input, '1234');
    input.setSelectionRange(2, 2);
    await user.type(input, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('1234');
    expect(input.selectionStart).toBe(2);
  });
});

describe('integer input', () => {
  it.each([
    ['-12.3.4', '-1234'],
    ['1-2', '12'],
    ['a1b2', '12'],
    ['7.5', '75'],
    ['7,5', '75'],
  ])("typing '%s' keeps '%s'", async (typed, kept) => {
    const { user, input } = setup({ integer: true });
    await user.type(input, typed);
    expect(input.value).toBe(kept);
  });
});

describe('number bounds', () => {
  it('shows the domain message for a value outside min and max when the field is left', async () => {
    const { user, input } = setup({ min: 1, max: 100 });
    await user.type(input, '150');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('El valor debe estar entre 1 y 100');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.classList.contains('input-error')).toBe(true);
    await user.clear(input);
    await user.type(input, '50');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    [{ min: 0 }, '-3', 'El valor no puede ser negativo'],
    [{ positive: true }, '0', 'El valor debe ser mayor a cero'],
    [{ min: 5 }, '4', 'El valor debe ser mayor o igual a 5'],
    [{ max: 10 }, '10.5', 'El valor debe ser menor o igual a 10'],
    [{}, '-', 'El valor debe ser numérico'],
  ])('with %j, %s gives %s', async (bounds, typed, message) => {
    const { user, input } = setup(bounds);
    await user.type(input, typed);
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('accepts values on the bounds', async () => {
    const { user, input } = setup({ min: 1, max: 100 });
    await user.type(input, '100');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
