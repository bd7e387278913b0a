import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { PackageDetailsDocument, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn } from '../../widgets/grid/report-column';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { PACKAGE_TEXT as T } from './messages';

const C = T.columns;
const PACKAGE_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'con_codigo', di_descri: 'Código', type: 'integer', width: 70 },
  { di_column: 'estado', di_descri: 'Estado', type: 'text', width: 90 },
  { di_column: 'fechacompra', di_descri: C.purchaseDate, type: 'date', width: 95 },
  { di_column: 'fechafin', di_descri: C.endDate, type: 'date', width: 95 },
  { di_column: 'paquete', di_descri: C.packageSize, type: 'integer', width: 80 },
  { di_column: 'saldo_anterior', di_descri: 'Saldo anterior', type: 'integer', width: 100 },
  { di_column: 'conexadquiridas', di_descri: C.acquired, type: 'integer', width: 90 },
  { di_column: 'usadas', di_descri: C.used, type: 'integer', width: 80 },
  { di_column: 'saldo', di_descri: C.saldo, type: 'integer', width: 70 },
  { di_column: 'excedente', di_descri: C.excess, type: 'integer', width: 85 },
  { di_column: 'tipo_contrato', di_descri: C.contractType, type: 'text', width: 110 },
  { di_column: 'trn_compro', di_descri: C.invoice, type: 'text', width: 150 },
  { di_column: 'observacion', di_descri: 'Observación', type: 'text', width: 220 },
];
const USAGE_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'fecha', di_descri: 'Fecha', type: 'date', width: 100 },
  { di_column: 'cantidad', di_descri: 'Documentos', type: 'integer', width: 110, di_total: 'T' },
  { di_column: 'excedente', di_descri: C.excess, type: 'integer', width: 110, di_total: 'T' },
];

/** verdetalles: every package of the chosen contract (newest first) and the daily usage of the one in force. */
export function DetailsModal({ company, onClose }: { company: ConnectionRowFieldsFragment; onClose: () => void }) {
  const { data, loading } = useQuery(PackageDetailsDocument, { variables: { rucs: [company.ruc] }, fetchPolicy: 'network-only' });
  const details = data?.packageDetails;
  const packages = useMemo(
    () =>
      (details?.packages ?? []).map((p) => ({
        con_codigo: p.id,
        estado: p.stateLabel,
        fechacompra: p.purchaseDate,
        fechafin: p.endDate ?? null,
        paquete: p.packageSize,
        saldo_anterior: p.carriedOver,
        conexadquiridas: p.acquired,
        usadas: p.used,
        saldo: p.saldo,
        excedente: p.excess,
        tipo_contrato: p.contractTypeLabel,
        trn_compro: p.invoiceNumber ?? '',
        observacion: [p.cancelReason ? `Anulado por ${p.cancelledBy}: ${p.cancelReason}` : p.note, `Registrado por ${p.createdBy}`].filter(Boolean).join(' · '),
      })),
    [details],
  );
  const usage = useMemo(() => (details?.usage ?? []).map((u) => ({ fecha: u.date, cantidad: u.units, excedente: u.excess })), [details]);
  return (
    <ModalFrame title={T.details.title(company.legalName)} size="extra" readOnly onClose={onClose}>
      {() => (
        <>
          <h3 className="package-modal__subtitle">{T.details.packages}</h3>
          {!loading && packages.length === 0 ? (
            <p>{T.details.empty}</p>
          ) : (
            <ReportGrid columns={PACKAGE_COLUMNS} data={packages} title={T.details.title(company.legalName)} variant="scroll" selection="none" totals={false} />
          )}
          {usage.length > 0 && (
            <>
              <h3 className="package-modal__subtitle">{T.details.usage}</h3>
              <ReportGrid columns={USAGE_COLUMNS} data={usage} title={T.details.usage} variant="scroll" selection="none" />
            </>
          )}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.close}
            </button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
