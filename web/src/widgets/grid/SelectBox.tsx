import { useEffect, useRef } from 'react';

interface SelectBoxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onToggle: () => void;
  /** Only the header's box is a tab stop; rows toggle with Space on the active cell. */
  focusable?: boolean;
}

/** Selection checkbox of a row, a group or all rows; a double click stays here so it does not open the row. */
export function SelectBox({ label, checked, indeterminate = false, onToggle, focusable = false }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="rgrid__checkbox"
      aria-label={label}
      checked={checked}
      tabIndex={focusable ? 0 : -1}
      onChange={onToggle}
      onDoubleClick={(e) => e.stopPropagation()}
    />
  );
}
