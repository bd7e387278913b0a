/** The tooltip every chart shows: colour chip, what is pointed at, its es-EC value. */
export function ChartTooltip({ color, title, subtitle, value }: { color?: string; title: string; subtitle?: string; value: string }) {
  return (
    <div className="chart-tooltip">
      {color && <span className="chart-tooltip__chip" style={{ background: color }} aria-hidden="true" />}
      <span className="chart-tooltip__body">
        <span className="chart-tooltip__title">{title}</span>
        {subtitle && <span className="chart-tooltip__subtitle">{subtitle}</span>}
        <strong className="chart-tooltip__value">{value}</strong>
      </span>
    </div>
  );
}
