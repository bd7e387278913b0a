import { badgeText } from './company-states';

/** A company state as a coloured pill with its label (ACTIVO limegreen, DEMO gold, ...). */
export function StateBadge({ label, color }: { label: string; color: string }) {
  return (
    <span className="state-badge" style={{ background: color, color: badgeText(color) }} data-state={label}>
      {label}
    </span>
  );
}
