export interface EstablishmentListTabProps {
  companyId: number;
  selectedId: number | null;
  onSelect: (establishmentId: number | null) => void;
  /** Opens tab 4 on an establishment, or on a new one (null). */
  onEdit: (establishmentId: number | null) => void;
}

/** Establishments of a company (tab 3 of /empresas). Being built. */
export function EstablishmentListTab({ companyId }: EstablishmentListTabProps) {
  return <p className="form-hint">Establecimientos de la empresa {companyId}: en preparación.</p>;
}
