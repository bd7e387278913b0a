export interface EstablishmentEditTabProps {
  companyId: number;
  /** null: a new establishment. */
  establishmentId: number | null;
  onDone: () => void;
}

/** Establishment edit form (tab 4 of /empresas). Being built. */
export function EstablishmentEditTab({ companyId }: EstablishmentEditTabProps) {
  return <p className="form-hint">Edición de establecimiento de la empresa {companyId}: en preparación.</p>;
}
