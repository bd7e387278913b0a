import './pickers.css';

export interface ColorChip {
  key: string;
  label: string;
  color: string;
  count: number;
}

export interface ColorChipsProps {
  /** Names the group for screen readers. */
  label: string;
  chips: readonly ColorChip[];
  selected: string | null;
  onChange: (key: string | null) => void;
  disabled?: boolean;
  /** Said beside the chips while they are disabled. */
  disabledHint?: string;
  /** The tooltip of a chip from its count. */
  countTitle?: (count: number) => string;
}

/**
 * Quick filters whose counts come from the server: a coloured dot, the label and the count; one
 * at a time, pressing the pressed one clears it.
 */
export function ColorChips({ label, chips, selected, onChange, disabled = false, disabledHint, countTitle }: ColorChipsProps) {
  return (
    <div role="group" aria-label={label} className="chip-row color-chips" title={disabled ? disabledHint : undefined}>
      {chips.map((c) => (
        <button
          key={c.key}
          type="button"
          className="chip color-chip"
          style={{ ['--chip-color' as string]: c.color }}
          aria-pressed={selected === c.key}
          disabled={disabled}
          title={countTitle?.(c.count)}
          onClick={() => onChange(selected === c.key ? null : c.key)}
        >
          <span className="color-chip__dot" aria-hidden="true" />
          {c.label} <span className="chip__count">{c.count}</span>
        </button>
      ))}
      {disabled && disabledHint && <span className="form-hint">{disabledHint}</span>}
    </div>
  );
}
