import { useId, type ReactNode } from 'react';
import { LOOKUP_MSG } from './messages';
import { startsWithIgnoringCase } from './prefix-match';
import { useAutocomplete, type AutocompleteOptions } from './useAutocomplete';
import './lookup.css';

/** Spec: with no match the text turns the 'null' colour, red by default. */
export const DEFAULT_NULL_COLOR = 'var(--color-error, #c62828)';

export interface AutocompleteProps<T> extends AutocompleteOptions<T> {
  id?: string;
  /** Also the input's name, which the global response handling uses to focus a refused field. */
  name: string;
  label: string;
  itemKey: (item: T) => string | number;
  /** Second line of an option (e.g. the cédula/RUC). */
  itemDetail?: (item: T) => ReactNode;
  placeholder?: string;
  /** Colour of the text while nothing matches it. */
  nullColor?: string;
  hint?: string;
}

/** The typed prefix in bold inside the label, when the label starts with it. */
function Highlighted({ label, typed }: { label: string; typed: string }) {
  const prefix = typed.trim();
  if (!prefix || !startsWithIgnoringCase(label, prefix)) return <>{label}</>;
  return (
    <>
      <strong>{label.slice(0, prefix.length)}</strong>
      {label.slice(prefix.length)}
    </>
  );
}

/** A text box with server suggestions, following the ARIA combobox pattern (list autocomplete). */
export function Autocomplete<T>({ id, name, label, itemKey, itemDetail, placeholder, nullColor = DEFAULT_NULL_COLOR, hint, ...options }: AutocompleteProps<T>) {
  const generated = useId();
  const inputId = id ?? `ac-${generated}`;
  const listId = `${inputId}-lista`;
  const hintId = `${inputId}-ayuda`;
  const { text, items, highlight, setHighlight, noMatch, select, handlers } = useAutocomplete(options);
  const open = items.length > 0;
  const optionId = (index: number) => `${inputId}-op-${index}`;
  const status = open ? LOOKUP_MSG.resultCount(items.length) : noMatch ? LOOKUP_MSG.noMatches : '';

  return (
    <div className="field autocomplete">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="autocomplete__box">
        <input
          id={inputId}
          name={name}
          className="input autocomplete__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && highlight >= 0 ? optionId(highlight) : undefined}
          aria-invalid={noMatch || undefined}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          style={noMatch ? { color: nullColor } : undefined}
          {...handlers}
        />
        <ul id={listId} role="listbox" aria-label={`${LOOKUP_MSG.suggestions}: ${label}`} className="autocomplete__list" hidden={!open}>
          {items.map((item, index) => (
            <li
              key={itemKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlight}
              className={index === highlight ? 'autocomplete__option autocomplete__option--active' : 'autocomplete__option'}
              // Keeps the focus in the input, so choosing with the mouse does not start the blur reset.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setHighlight(index)}
              onClick={() => select(item)}
            >
              <span className="autocomplete__label">
                <Highlighted label={options.itemLabel(item)} typed={text} />
              </span>
              {itemDetail ? <span className="autocomplete__detail">{itemDetail(item)}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      {hint ? (
        <p id={hintId} className="form-hint autocomplete__hint">
          {hint}
        </p>
      ) : null}
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
