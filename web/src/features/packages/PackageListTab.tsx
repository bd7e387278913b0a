import { useCallback, useEffect, useMemo, useState } from 'react';
import { ConnectionPackagesDocument, type BalanceClass, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { ColorChips } from '../../widgets/forms/ColorChips';
import type { ViewCount } from '../../widgets/grid/list-count';
import { ListView } from '../../widgets/report/ListView';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import { useServerList } from '../../widgets/list/useServerList';
import type { FilterCodec, ListState } from '../../widgets/list/url-params';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import type { ReportRow } from '../../widgets/grid/report-column';
import { CancelModal } from './CancelModal';
import { DetailsModal } from './DetailsModal';
import { EmailModal } from './EmailModal';
import { PACKAGE_TEXT as T } from './messages';
import { NotifyModal } from './NotifyModal';
import { OutboxButton } from './OutboxButton';
import { PackageFilters, EMPTY_SEARCH, type PackageSearch } from './PackageFilters';
import { PACKAGE_COLUMNS, packageCellStyle, packageKey, packageRow } from './package-rows';
import { SummaryBar } from './SummaryBar';
import { usePackageActions } from './usePackageActions';

const PAGE_SIZE = 50;
const BALANCES: readonly BalanceClass[] = ['DISPONIBLE', 'EXCEDIDO', 'POR_COMPLETAR', 'SIN_ASIGNAR'];
type PackageListFilters = PackageSearch & { balance: BalanceClass | null };
/** The list's search in the URL: `texto`, `ruc`, `otro_nombre`, `saldo`. */
const PACKAGE_CODEC: FilterCodec<PackageListFilters> = {
  read: (p) => ({
    text: p.get('texto') ?? EMPTY_SEARCH.text,
    ruc: p.get('ruc') ?? EMPTY_SEARCH.ruc,
    otherName: p.get('otro_nombre') === '1',
    balance: BALANCES.find((b) => b === p.get('saldo')) ?? null,
  }),
  write: (f) => ({ texto: f.text, ruc: f.ruc, otro_nombre: f.otherName ? '1' : undefined, saldo: f.balance ?? undefined }),
};
const packageVariables = ({ filters: f, page, pageSize }: ListState<PackageListFilters>) => ({
  filter: {
    text: f.text || null,
    ruc: f.ruc || null,
    billedToOtherName: f.otherName || null,
    balance: f.balance && f.ruc.trim() === '' ? [f.balance] : null,
  },
  page,
  pageSize,
});

type Modal = 'details' | 'cancel' | 'notify' | 'email' | null;

export interface PackageListTabProps {
  selected: ConnectionRowFieldsFragment[];
  onSelectionChange: (rows: ConnectionRowFieldsFragment[]) => void;
  onNew: (company: ConnectionRowFieldsFragment) => void;
  onEdit: (company: ConnectionRowFieldsFragment) => void;
  /** Bumped by the page after a save: the list reads the server again. */
  reloadKey: number;
  /** The list's tab is the one shown: only then its function keys work. */
  active: boolean;
}

const warn = (text: string) => void showWarning(text);

/** Tab 1: the companies with their package in force, the summary, the quick balance filters and the actions. */
export function PackageListTab({ selected, onSelectionChange, onNew, onEdit, reloadKey, active }: PackageListTabProps) {
  const [modal, setModal] = useState<Modal>(null);
  const [viewCount, setViewCount] = useState<ViewCount | null>(null);
  const list = useServerList(ConnectionPackagesDocument, (d) => d.connectionPackages, {
    codec: PACKAGE_CODEC,
    pageSize: PAGE_SIZE,
    variables: packageVariables,
  });
  const { result, items, loading, refetch, filters, setFilters } = list;
  const { balance, ...search } = filters;
  const byRuc = search.ruc.trim() !== '';
  useEffect(() => {
    if (reloadKey) void refetch();
  }, [reloadKey, refetch]);

  const rows = useMemo(() => items.map(packageRow), [items]);
  const canEdit = (result?.permisos.edit ?? 0) > 0;
  const canCreate = (result?.permisos.create ?? 0) > 0;
  const single = selected.length === 1 ? selected[0]! : null;
  const changed = () => void refetch();
  const actions = usePackageActions(changed);

  const onRows = useCallback(
    (picked: ReportRow[]) => {
      const ids = new Set(picked.map((r) => r.emp_codigo));
      onSelectionChange(items.filter((c) => ids.has(c.companyId)));
    },
    [items, onSelectionChange],
  );

  function withOne(run: (row: ConnectionRowFieldsFragment) => void, none: string = T.selectCompany) {
    if (!single) return warn(none);
    run(single);
  }
  function withPackage(run: (row: ConnectionRowFieldsFragment) => void) {
    if (!single || single.packageId == null) return warn(T.rules.selectPackage);
    run(single);
  }
  function openDetails() {
    if (!selected.length) return warn(T.rules.selectContract);
    if (selected.length > 1) return warn(T.rules.onlyOneContract);
    setModal('details');
  }

  const hotkeys: Hotkey[] = [
    ...(canCreate ? [{ key: 'F2' as const, label: T.actions.newPackage, action: () => withOne(onNew) }] : []),
    { key: 'F3', label: T.actions.editPackage, action: () => withPackage(onEdit) },
    { key: 'F4', label: T.actions.details, action: openDetails },
    { key: 'F5', label: T.actions.refresh, action: refetch },
  ];
  // An open modal or the form tab owns the keyboard.
  useHotkeys(active && !modal ? hotkeys : [], { busy: loading });

  return (
    <div className="packages-panel">
      <PackageFilters value={search} onApply={(next) => setFilters({ ...next, balance })} />
      <ColorChips
        label={T.list.quick}
        chips={result?.balanceCounts ?? []}
        selected={byRuc ? null : balance}
        disabled={byRuc}
        disabledHint={T.list.quickDisabled}
        onChange={(key) => {
          // The chips' keys are the API's balance classes.
          setFilters({ ...search, balance: key as BalanceClass | null });
        }}
      />
      {result && <SummaryBar summary={result.summary} />}
      <div className="company-actions" role="toolbar" aria-label={T.list.grid}>
        {canCreate && (
          <button type="button" className="btn btn--primary" aria-keyshortcuts="F2" title="F2" onClick={() => withOne(onNew)}>
            {T.actions.newPackage}
          </button>
        )}
        <button type="button" className="btn btn--secondary" aria-keyshortcuts="F3" title="F3" onClick={() => withPackage(onEdit)}>
          {T.actions.editPackage}
        </button>
        <button type="button" className="btn btn--secondary" aria-keyshortcuts="F4" title="F4" onClick={openDetails}>
          {T.actions.details}
        </button>
        {canEdit && (
          <>
            <button type="button" className="btn btn--danger" onClick={() => void actions.blockSelected(selected)}>
              {T.actions.block}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => void actions.unblockSelected(selected)}>
              {T.actions.unblock}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => withOne(() => setModal('notify'))}>
              {T.actions.notify}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => withOne(() => setModal('email'))}>
              {T.actions.changeEmail}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => withPackage(() => setModal('cancel'))}>
              {T.actions.cancelPackage}
            </button>
          </>
        )}
        <OutboxButton />
        <span className="company-actions__count" aria-live="polite">
          {T.list.selected(selected.length)}
        </span>
      </div>
      <div className="company-grid" aria-busy={loading}>
        <ListView
          chartBy="estado_contrato"
          columns={PACKAGE_COLUMNS}
          data={rows}
          title={T.list.grid}
          selection="multiple"
          paging={false}
          height="55vh"
          loading={loading}
          onViewCount={setViewCount}
          onSelectionChange={onRows}
          cellStyle={packageCellStyle}
          rowKey={packageKey}
        />
      </div>
      <ServerListPager label={T.list.pager} loadingText={T.list.loading} totalText={T.list.total} list={list} viewCount={viewCount} />
      {modal === 'details' && single && <DetailsModal company={single} onClose={() => setModal(null)} />}
      {modal === 'cancel' && single && <CancelModal company={single} onClose={() => setModal(null)} onDone={changed} />}
      {modal === 'notify' && single && <NotifyModal company={single} onClose={() => setModal(null)} onDone={changed} />}
      {modal === 'email' && single && <EmailModal company={single} onClose={() => setModal(null)} onDone={changed} />}
    </div>
  );
}
