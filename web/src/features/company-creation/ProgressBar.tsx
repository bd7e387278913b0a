/** An accessible progress bar (0-100) with its percentage written beside it. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="cc-progress">
      <div className="cc-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="cc-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="cc-progress__text">{percent} %</span>
    </div>
  );
}
