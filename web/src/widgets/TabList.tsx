import type { KeyboardEvent } from 'react';
import { confirmDiscard } from './forms/useUnsavedChanges';

export interface TabListProps {
  /** Prefix of the tabs' ids (`{id}-tab-{i}`) and of the panels they control (`{id}-panel-{i}`). */
  id: string;
  label: string;
  tabs: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** A tab that cannot be opened now. */
  disabled?: (index: number) => boolean;
  /** Arrow keys open the next tab; otherwise they only move the focus (Enter or a click opens). */
  selectOnArrow?: boolean;
}

/** Numbered tabs ('1. Empresas') with roving focus: only the open tab is in the Tab order, arrows move between them. */
export function TabList({ id, label, tabs, selected, onSelect, disabled, selectOnArrow = false }: TabListProps) {
  // Another tab replaces the open one: a form there with unsaved edits asks first.
  async function choose(index: number) {
    if (index !== selected && !(await confirmDiscard())) return;
    onSelect(index);
  }
  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    let next = index;
    do next = (next + step + tabs.length) % tabs.length;
    while (next !== index && disabled?.(next));
    if (selectOnArrow) void choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className="tabs">
      {tabs.map((text, index) => (
        <button
          key={index}
          id={`${id}-tab-${index}`}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={selected === index}
          aria-controls={`${id}-panel-${index}`}
          aria-disabled={disabled?.(index) || undefined}
          disabled={disabled?.(index)}
          tabIndex={selected === index ? 0 : -1}
          onClick={() => void choose(index)}
          onKeyDown={(e) => onKey(e, index)}
        >
          {index + 1}. {text}
        </button>
      ))}
    </div>
  );
}
