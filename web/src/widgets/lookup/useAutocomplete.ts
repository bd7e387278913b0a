import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { isSearchKey } from './autocomplete-keys';
import { filterByPrefix, startsWithIgnoringCase } from './prefix-match';

/** Spec: losing focus resets the text and clears the suggestions after 500 ms. */
export const BLUR_DELAY_MS = 500;
/** Spec: the focus delay; after it a chosen value's text is selected, so typing replaces it. */
export const FOCUS_DELAY_MS = 100;

export interface AutocompleteOptions<T> {
  /** Items for the typed text; the server does the matching, the widget keeps only prefix matches. */
  fetchItems: (text: string) => Promise<readonly T[]>;
  itemLabel: (item: T) => string;
  /** Texts the typed prefix is matched against; the label by default. */
  matchTexts?: (item: T) => readonly string[];
  onSelect?: (item: T) => void;
  /** The null handler: the text matched nothing, or Enter was pressed with no item highlighted. */
  onNoMatch?: (text: string) => void;
  initialItem?: T | null;
  /** Shortest text that asks the server. */
  minLength?: number;
}

/**
 * State and handlers of an autocomplete: asks on letter, digit, numpad, Delete and Backspace
 * keys only; after an empty answer it does not ask again while the text still starts with the
 * text that found nothing.
 */
export function useAutocomplete<T>(options: AutocompleteOptions<T>) {
  const { minLength = 1 } = options;
  const latest = useRef(options);
  latest.current = options;

  const [text, setText] = useState(() => (options.initialItem ? options.itemLabel(options.initialItem) : ''));
  const [chosen, setChosen] = useState<T | null>(options.initialItem ?? null);
  const [items, setItems] = useState<readonly T[]>([]);
  const [highlight, setHighlight] = useState(-1);
  const [noMatch, setNoMatch] = useState(false);

  const emptyPrefix = useRef<string | null>(null);
  const request = useRef(0);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(blurTimer.current);
      clearTimeout(focusTimer.current);
    },
    [],
  );

  const close = useCallback(() => {
    request.current++;
    setItems([]);
    setHighlight(-1);
  }, []);

  const search = useCallback(
    (value: string) => {
      const query = value.trim();
      if (query.length < minLength) {
        close();
        setNoMatch(false);
        return;
      }
      if (emptyPrefix.current !== null && startsWithIgnoringCase(query, emptyPrefix.current)) {
        // Nothing started with a shorter text: a longer one cannot match either.
        close();
        setNoMatch(true);
        return;
      }
      const mine = ++request.current;
      const { fetchItems, itemLabel, matchTexts } = latest.current;
      fetchItems(query).then(
        (answer) => {
          if (mine !== request.current) return;
          const matches = filterByPrefix(answer, query, matchTexts ?? ((item) => [itemLabel(item)]));
          setItems(matches);
          setHighlight(-1);
          if (matches.length) {
            emptyPrefix.current = null;
            setNoMatch(false);
          } else {
            emptyPrefix.current = query;
            setNoMatch(true);
            latest.current.onNoMatch?.(query);
          }
        },
        (error: unknown) => {
          // Spec: callback failures are only logged.
          console.warn('Autocompletado: no se pudo consultar', error);
          if (mine === request.current) close();
        },
      );
    },
    [close, minLength],
  );

  const select = useCallback(
    (item: T) => {
      close();
      emptyPrefix.current = null;
      setChosen(item);
      setText(latest.current.itemLabel(item));
      setNoMatch(false);
      latest.current.onSelect?.(item);
    },
    [close],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    if (emptyPrefix.current !== null && !startsWithIgnoringCase(value.trim(), emptyPrefix.current)) {
      emptyPrefix.current = null;
      setNoMatch(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const open = items.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current === -1 && step === -1 ? items.length - 1 : (current + step + items.length) % items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = open && highlight >= 0 ? items[highlight] : undefined;
      if (item !== undefined) select(item);
      else if (text.trim()) latest.current.onNoMatch?.(text.trim());
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
    }
  };

  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isSearchKey(event)) search(event.currentTarget.value);
  };

  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    clearTimeout(blurTimer.current);
    const input = event.currentTarget;
    clearTimeout(focusTimer.current);
    // Only a chosen value is selected: someone editing a free text keeps the caret where they put it.
    const chosenLabel = chosen ? latest.current.itemLabel(chosen) : null;
    focusTimer.current = setTimeout(() => {
      if (document.activeElement === input && chosenLabel !== null && input.value === chosenLabel) input.select();
    }, FOCUS_DELAY_MS);
  };

  const onBlur = () => {
    clearTimeout(focusTimer.current);
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      close();
      emptyPrefix.current = null;
      setNoMatch(false);
      setText(chosen ? latest.current.itemLabel(chosen) : '');
    }, BLUR_DELAY_MS);
  };

  return { text, chosen, items, highlight, setHighlight, noMatch, select, handlers: { onChange, onKeyDown, onKeyUp, onFocus, onBlur } };
}
