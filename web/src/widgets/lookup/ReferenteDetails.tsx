import { LOOKUP_MSG } from './messages';
import type { ReferenteForm } from './referente-form';

const ORDER = ['id', 'idNumber', 'idType', 'surname', 'name', 'address', 'phone', 'mobile', 'email', 'userNumber'] as const;

function shown(value: ReferenteForm, key: (typeof ORDER)[number]): string {
  const raw = value[key];
  if (raw === null || raw === '') return LOOKUP_MSG.emptyValue;
  if (key === 'idType') return `${raw} · ${LOOKUP_MSG.idTypes[raw as string] ?? ''}`;
  return String(raw);
}

/** Read-only view of the referente fields a lookup filled. */
export function ReferenteDetails({ value, label }: { value: ReferenteForm; label: string }) {
  return (
    <dl className="referente-details" aria-label={label}>
      {ORDER.map((key) => (
        <div key={key} className="referente-details__item">
          <dt>{LOOKUP_MSG.fields[key]}</dt>
          <dd data-field={key}>{shown(value, key)}</dd>
        </div>
      ))}
    </dl>
  );
}
