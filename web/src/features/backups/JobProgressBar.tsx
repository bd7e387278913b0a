import './backups.css';

/** An accessible progress bar (0-100) of a background job, its percentage and message beside it. */
export function JobProgressBar({ value, label, message }: { value: number; label: string; message?: string | null }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="job-progress">
      <div className="job-progress__row">
        <div className="job-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="job-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <span className="job-progress__text">{percent} %</span>
      </div>
      {message && (
        <p className="job-progress__message" aria-live="polite">
          {message}
        </p>
      )}
    </div>
  );
}
