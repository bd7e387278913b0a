import type { ConnectionPackagesQuery } from '../../generated/graphql';
import { formatNumber } from '@domain/money';
import { PACKAGE_TEXT as T } from './messages';

/** The summary (resumen) of the whole search: companies, acquired, used, saldo and excess. */
export function SummaryBar({ summary }: { summary: ConnectionPackagesQuery['connectionPackages']['summary'] }) {
  const items: Array<[string, number]> = [
    [T.list.companies, summary.companies],
    [T.list.acquired, summary.acquired],
    [T.list.used, summary.used],
    [T.list.saldo, summary.saldo],
    [T.list.excess, summary.excess],
  ];
  return (
    <dl className="package-summary" aria-label={T.list.summary}>
      {items.map(([label, value]) => (
        <div key={label} className="package-summary__item">
          <dt>{label}</dt>
          <dd>{formatNumber(value, 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
