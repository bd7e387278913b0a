import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { CompaniesDocument, CompanyFormOptionsDocument, DeleteCompanyDocument, type CompanyListFieldsFragment } from '../../generated/graphql';
import { confirm, showPopup, showWarning } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { useAction } from '../../widgets/feedback/use-action';
import type { ViewCount } from '../../widgets/grid/list-count';
import { ListView } from '../../widgets/report/ListView';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import { useServerList } from '../../widgets/list/useServerList';
import type { ListState } from '../../widgets/list/url-params';
import { COMPANY_LIST_CODEC } from './company-list-url';
import type { ReportRow } from '../../widgets/grid/report-column';
import { ActivationMessageModal } from './ActivationMessageModal';
import { BulkStateModal } from './BulkStateModal';
import { ChangeStateModal } from './ChangeStateModal';
import { CompanyFilters } from './CompanyFilters';
import { COMPANY_COLUMNS, companyRow } from './company-list-rows';
import { toGraphqlFilter, type CompanyListFilters } from './company-list-filter';
import { STATE_OPTIONS, stateCellStyle } from './company-states';
import { GroupTypeModal } from './GroupTypeModal';
import { HistoryModal } from './HistoryModal';
import { COMPANY_TEXT as T } from './messages';
import { StateBadge } from './StateBadge';
import { useLiveCompanyStates } from './useLiveCompanyStates';

/** Spec 000 §9: the company list shows 50 per page; larger pages serve exporting more at once. */
export const COMPANY_PAGE_SIZE = 50;
const PAGE_SIZES = [50, 100, 250, 500];
// A live refresh (another agent's state change) keeps the same companies selected.
const companyKey = (row: ReportRow) => Number(row.emp_codigo);

const companyVariables = ({ filters, page, pageSize }: ListState<CompanyListFilters>) => ({ filter: toGraphqlFilter(filters), page, pageSize });

type Modal = 'state' | 'bulk' | 'type' | 'history' | 'activation' | null;

export interface CompanyListTabProps {
  selected: CompanyListFieldsFragment[];
  onSelectionChange: (companies: CompanyListFieldsFragment[]) => void;
  /** Opens the edit tab on the selected company. */
  onEdit: () => void;
}

/** Tab 1: filters, the company grid (multi-select, 50 per page from the server) and the actions on the selection. */
export function CompanyListTab({ selected, onSelectionChange, onEdit }: CompanyListTabProps) {
  const [modal, setModal] = useState<Modal>(null);
  const [viewCount, setViewCount] = useState<ViewCount | null>(null);
  const list = useServerList(CompaniesDocument, (d) => d.companies, { codec: COMPANY_LIST_CODEC, pageSize: COMPANY_PAGE_SIZE, variables: companyVariables });
  const { result, items, loading, refetch, filters, setFilters } = list;
  const options = useQuery(CompanyFormOptionsDocument);
  const [remove] = useMutation(DeleteCompanyDocument);
  const { run } = useAction();

  const rows = useMemo(() => items.map(companyRow), [items]);
  const permisos = result?.permisos;
  const canEdit = (permisos?.edit ?? 0) > 0;
  const canDelete = (permisos?.delete ?? 0) > 0;
  const single = selected.length === 1 ? selected[0]! : null;

  const onRows = useCallback(
    (picked: ReportRow[]) => {
      const ids = new Set(picked.map((r) => r.emp_codigo));
      onSelectionChange(items.filter((c) => ids.has(c.id)));
    },
    [items, onSelectionChange],
  );

  const apply = (next: CompanyListFilters) => setFilters(next);
  const changed = () => void refetch();
  const shownIds = useMemo(() => items.map((c) => c.id), [items]);
  useLiveCompanyStates(shownIds, changed);

  /** Actions on one company need exactly one selected. */
  function withOne(open: (company: CompanyListFieldsFragment) => void) {
    if (!single) {
      void showWarning(T.selectCompany);
      return;
    }
    open(single);
  }
  function withSome(open: () => void) {
    if (!selected.length) {
      void showWarning(T.selectSome);
      return;
    }
    open();
  }

  function openStateChange(company: CompanyListFieldsFragment) {
    // Demo (no offered change): the spec's refusal instead of an empty modal.
    if (company.stateActions.length === 0) {
      void showPopup({ title: LEVEL_TITLES.error, text: T.noStateActions(company.stateView.label), level: 'error' });
      return;
    }
    setModal('state');
  }

  async function deleteSelected(company: CompanyListFieldsFragment) {
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmDelete(company.legalName) }))) return;
    await run(() => remove({ variables: { id: company.id } }), { message: (done) => done.deleteCompany.message, refetch: changed });
  }

  return (
    <div className="companies-panel">
      <CompanyFilters value={filters} onSearchChange={(search) => setFilters((f) => ({ ...f, search }))} onApply={apply} />
      <div className="company-actions" role="toolbar" aria-label={T.list.grid}>
        <button type="button" className="btn btn--primary" onClick={() => withOne(() => onEdit())}>
          {canEdit ? T.actions.edit : T.actions.view}
        </button>
        {canEdit && (
          <>
            <button type="button" className="btn btn--secondary" onClick={() => withOne(openStateChange)}>
              {T.actions.changeState}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => withSome(() => setModal('bulk'))}>
              {T.actions.bulkState}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => withSome(() => setModal('type'))}>
              {T.actions.groupType}
            </button>
          </>
        )}
        <button type="button" className="btn btn--secondary" onClick={() => withOne(() => setModal('history'))}>
          {T.actions.history}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => withOne(() => setModal('activation'))}>
          {T.actions.activationMessage}
        </button>
        {canDelete && (
          <button type="button" className="btn btn--danger" onClick={() => withOne((c) => void deleteSelected(c))}>
            {T.actions.delete}
          </button>
        )}
        <span className="company-actions__count" aria-live="polite">
          {T.list.selected(selected.length)}
        </span>
      </div>
      <div className="company-legend" aria-label={T.list.legend}>
        {STATE_OPTIONS.map((s) => (
          <StateBadge key={s.key} label={s.label} color={s.color} />
        ))}
      </div>
      <div className="company-grid" aria-busy={loading}>
        <ListView
          chartBy="estado"
          columns={COMPANY_COLUMNS}
          data={rows}
          title={T.list.grid}
          selection="multiple"
          paging={false}
          height="60vh"
          loading={loading}
          onViewCount={setViewCount}
          onSelectionChange={onRows}
          cellStyle={stateCellStyle}
          rowKey={companyKey}
        />
      </div>
      <ServerListPager label={T.list.pager} loadingText={T.list.loading} totalText={T.list.total} list={list} viewCount={viewCount} pageSizes={PAGE_SIZES} />
      {modal === 'state' && single && <ChangeStateModal company={single} onClose={() => setModal(null)} onChanged={changed} />}
      {modal === 'bulk' && <BulkStateModal companyIds={selected.map((c) => c.id)} onClose={() => setModal(null)} onChanged={changed} />}
      {modal === 'type' && (
        <GroupTypeModal
          companyIds={selected.map((c) => c.id)}
          businessLines={options.data?.companyFormOptions.businessLines ?? []}
          onClose={() => setModal(null)}
          onChanged={changed}
        />
      )}
      {modal === 'history' && single && <HistoryModal companyId={single.id} companyName={single.legalName} onClose={() => setModal(null)} />}
      {modal === 'activation' && single && <ActivationMessageModal company={single} onClose={() => setModal(null)} />}
    </div>
  );
}
