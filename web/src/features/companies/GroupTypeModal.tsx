import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { BulkChangeCompanyTypeDocument } from '../../generated/graphql';
import { COMPANY_TEXT as T } from './messages';
import { BulkChangeForm } from './BulkChangeForm';

export interface GroupTypeModalProps {
  companyIds: number[];
  businessLines: ReadonlyArray<{ code: number; name: string }>;
  onClose: () => void;
  onChanged: () => void;
}

/** Puts every selected company under one company type (tac_codigo), or none. */
export function GroupTypeModal({ companyIds, businessLines, onClose, onChanged }: GroupTypeModalProps) {
  const id = useId();
  const [code, setCode] = useState(businessLines[0]?.code ?? -1);
  const [run, { loading }] = useMutation(BulkChangeCompanyTypeDocument);

  const name = () => businessLines.find((b) => b.code === code)?.name ?? T.typeModal.none;

  return (
    <BulkChangeForm
      title={T.typeModal.title}
      count={companyIds.length}
      busy={loading}
      confirmation={() => T.confirmBulkType(companyIds.length, name())}
      apply={async () => (await run({ variables: { ids: companyIds, businessLine: code } })).data?.bulkChangeCompanyType.message ?? null}
      onClose={onClose}
      onChanged={onChanged}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-tipo`}>
          {T.typeModal.type}
        </label>
        <select id={`${id}-tipo`} name="businessLine" className="input" value={code} onChange={(e) => setCode(Number(e.target.value))}>
          {businessLines.map((b) => (
            <option key={b.code} value={b.code}>
              {b.code} · {b.name}
            </option>
          ))}
          <option value={-1}>{T.typeModal.none}</option>
        </select>
      </div>
    </BulkChangeForm>
  );
}
