import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ConnectionPackagesDocument, type BalanceClass, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { ColorChips } from '../../widgets/forms/ColorChips';
import { listCount, type ViewCount } from '../../widgets/grid/list-count';
import { ListView } from '../../widgets/report/ListView';
import { ServerPager } from '../../widgets/grid/ServerPager';
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
import { refetchQuietly } from '../../widgets/feedback/use-action';

const PAGE_SIZE = 50;
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
  const [search, setSearch] = useState<PackageSearch>(EMPTY_SEARCH);
  const [balance, setBalance] = useState<BalanceClass | null>(null);
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<Modal>(null);
  const [viewCount, setViewCount] = useState<ViewCount | null>(null);
  const byRuc = search.ruc.trim() !== '';
  const variables = useMemo(
    () => ({
      filter: {
        text: search.text || null,
        ruc: search.ruc || null,
        billedToOtherName: search.otherName || null,
        balance: balance && !byRuc ? [balance] : null,
      },
      page,
      pageSize: PAGE_SIZE,
    }),
    [search, balance, byRuc, page],
  );
  const [load, { data, loading, refetch }] = useLazyQuery(ConnectionPackagesDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    void load({ variables }).catch(() => undefined);
  }, [load, variables]);
  useEffect(() => {
    if (reloadKey) void refetchQuietly(refetch);
  }, [reloadKey, refetch]);

  const result = data?.connectionPackages;
  const items = useMemo(() => result?.items ?? [], [result]);
  const rows = useMemo(() => items.map(packageRow), [items]);
  const canEdit = (result?.permisos.edit ?? 0) > 0;
  const canCreate = (result?.permisos.create ?? 0) > 0;
  const single = selected.length === 1 ? selected[0]! : null;
  const changed = () => void refetchQuietly(refetch);
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
    { key: 'F5', label: T.actions.refresh, action: () => refetchQuietly(refetch) },
  ];
  // An open modal or the form tab owns the keyboard.
  useHotkeys(active && !modal ? hotkeys : [], { busy: loading });

  return (
    <div className="packages-panel">
      <PackageFilters
        value={search}
        onApply={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <ColorChips
        label={T.list.quick}
        chips={result?.balanceCounts ?? []}
        selected={byRuc ? null : balance}
        disabled={byRuc}
        disabledHint={T.list.quickDisabled}
        onChange={(key) => {
          // The chips' keys are the API's balance classes.
          setBalance(key as BalanceClass | null);
          setPage(1);
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
      <ServerPager
        label={T.list.pager}
        summary={loading && !result ? T.list.loading : listCount(result?.totalCount ?? 0, T.list.total, viewCount)}
        page={page}
        pageSize={PAGE_SIZE}
        total={result?.totalCount ?? 0}
        onPage={setPage}
      />
      {modal === 'details' && single && <DetailsModal company={single} onClose={() => setModal(null)} />}
      {modal === 'cancel' && single && <CancelModal company={single} onClose={() => setModal(null)} onDone={changed} />}
      {modal === 'notify' && single && <NotifyModal company={single} onClose={() => setModal(null)} onDone={changed} />}
      {modal === 'email' && single && <EmailModal company={single} onClose={() => setModal(null)} onDone={changed} />}
    </div>
  );
}
