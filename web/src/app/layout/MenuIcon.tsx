/** Menu icons come from the legacy icon-font classes; until icons are drawn, show the title's initial. */
export function MenuIcon({ title }: { title: string }) {
  return (
    <span className="menu-icon" aria-hidden="true">
      {title.trim().charAt(0).toUpperCase() || '·'}
    </span>
  );
}
