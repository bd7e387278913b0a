import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePermisos } from '../../app/screen-access';
import { DeleteMenuBarEntriesDocument, MenuBarDocument, type MenuBarEntryFieldsFragment } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportRow } from '../../widgets/grid/report-column';
import { CompanyPicker, type MenuCompany } from './CompanyPicker';
import { CreateOptionsModal } from './CreateOptionsModal';
import { MenuFormModal, type MenuFormProps } from './MenuFormModal';
import { MENU_ADMIN_TEXT as T } from './messages';
import { MENU_COLUMNS, menuKey, menuRow, nextPrincipalOrder, nextSubOrder } from './menu-rows';
import './menu-admin.css';
import { refetchQuietly, useAction } from '../../widgets/feedback/use-action';

type Modal = { kind: 'options' } | { kind: 'form'; form: Omit<MenuFormProps, 'companyId' | 'onClose' | 'onSaved' | 'parents'> } | null;

const warn = (text: string) => void showWarning(text);

/**
 * /menu_admin: a company chosen by its access code, its menu bar (principal menus with their
 * sub-menus below), and the modals to create, edit and delete them; F2-F6 without the mouse.
 */
export function MenuAdminPage() {
  const [company, setCompany] = useState<MenuCompany | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [load, { data, loading, refetch }] = useLazyQuery(MenuBarDocument, { fetchPolicy: 'network-only' });
  const [remove] = useMutation(DeleteMenuBarEntriesDocument);
  const { run } = useAction();
  useEffect(() => {
    if (company) void load({ variables: { companyId: company.id } }).catch(() => undefined);
  }, [load, company]);

  const bar = company && data?.menuBar.company.id === company.id ? data.menuBar : null;
  const items = useMemo(() => bar?.items ?? [], [bar]);
  const rows = useMemo(() => items.map(menuRow), [items]);
  const parents = useMemo(() => items.filter((m) => m.parentId === 0), [items]);
  const selected = items.find((m) => m.id === selectedId) ?? null;
  const permisos = bar?.permisos;
  // The company's answer brings the permisos; before a company is chosen, the session's.
  const sessionPermisos = usePermisos('menus');
  const granted = permisos ?? sessionPermisos;
  const close = useCallback(() => setModal(null), []);
  const reload = () => refetchQuietly(refetch);

  const chooseKind = (kind: 'principal' | 'sub') => {
    if (kind === 'principal') setModal({ kind: 'form', form: { kind, initialOrder: nextPrincipalOrder(items) } });
    else {
      const parent = selected ? (parents.find((p) => p.id === (selected.parentId || selected.id)) ?? null) : (parents[0] ?? null);
      setModal({ kind: 'form', form: { kind, initialParentId: parent?.id, initialOrder: parent ? nextSubOrder(items, parent) : 1 } });
    }
  };
  const needCompany = (run: () => void | Promise<unknown>) => () => (company ? run() : warn(T.companyRequired));
  const needMenu = (run: (menu: MenuBarEntryFieldsFragment) => void | Promise<unknown>) => needCompany(() => (selected ? run(selected) : warn(T.selectMenu)));

  const edit = needMenu((menu) => setModal({ kind: 'form', form: { kind: menu.parentId ? 'sub' : 'principal', menu, initialOrder: menu.order } }));
  const del = needMenu(async (menu) => {
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmDelete(menu.title, menu.childCount) }))) return;
    // A principal goes with its sub-menus: the API deletes them together or not at all.
    const ids = [menu.id, ...items.filter((m) => m.parentId === menu.id).map((m) => m.id)];
    await run(() => remove({ variables: { companyId: company!.id, ids } }), {
      message: (done) => done.deleteMenuBarEntries.message,
      onSuccess: () => setSelectedId(null),
      refetch: reload,
    });
  });

  const hotkeys: Hotkey[] = [
    ...(granted.create > 0 ? [{ key: 'F2' as const, label: T.actions.create, action: needCompany(() => setModal({ kind: 'options' })) }] : []),
    ...(granted.edit > 0 ? [{ key: 'F3' as const, label: T.actions.edit, action: edit }] : []),
    ...(granted.delete > 0 ? [{ key: 'F4' as const, label: T.actions.delete, action: del }] : []),
    { key: 'F5', label: T.actions.refresh, action: needCompany(reload) },
  ];
  const { busy, trigger } = useHotkeys(modal ? [] : hotkeys, { busy: loading });

  return (
    <section className="menu-admin page">
      <h1 className="menu-admin__title">{T.pageTitle}</h1>
      <CompanyPicker
        onPick={(picked) => {
          setCompany(picked);
          setSelectedId(null);
        }}
      />
      {company && (
        <p className="menu-admin__company">
          {T.search.chosen}: <strong>{`${company.accessCode} · ${company.legalName}`}</strong>
        </p>
      )}
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      {bar && (
        <div className="menu-admin__grid" aria-busy={loading}>
          {rows.length === 0 && <p>{T.list.empty}</p>}
          <ReportGrid
            columns={MENU_COLUMNS}
            data={rows}
            title={T.list.grid}
            selection="single"
            height="60vh"
            rowKey={menuKey}
            onSelectionChange={(picked: ReportRow[]) => setSelectedId(picked[0] ? Number(picked[0].mb_codigo) : null)}
            onOpenRow={permisos && permisos.edit > 0 ? (row: ReportRow) => setModal({ kind: 'form', form: formFor(items, Number(row.mb_codigo)) }) : undefined}
          />
        </div>
      )}
      {modal?.kind === 'options' && <CreateOptionsModal onClose={close} onChoose={chooseKind} />}
      {modal?.kind === 'form' && company && (
        <MenuFormModal
          {...modal.form}
          companyId={company.id}
          parents={parents.filter((p) => p.id !== modal.form.menu?.id)}
          onClose={close}
          onSaved={(menu) => {
            setModal(null);
            setSelectedId(menu.id);
            void reload();
          }}
        />
      )}
    </section>
  );
}

function formFor(items: readonly MenuBarEntryFieldsFragment[], id: number): Omit<MenuFormProps, 'companyId' | 'onClose' | 'onSaved' | 'parents'> {
  const menu = items.find((m) => m.id === id)!;
  return { kind: menu.parentId ? 'sub' : 'principal', menu, initialOrder: menu.order };
}
