export interface CompanyEditTabProps {
  companyId: number;
  onSaved?: () => void;
}

/** Company edit form (tab 2 of /empresas, also used from /clientes). Being built. */
export function CompanyEditTab({ companyId }: CompanyEditTabProps) {
  return <p className="form-hint">Edición de la empresa {companyId}: en preparación.</p>;
}
