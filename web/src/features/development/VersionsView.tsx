import { useMemo, useState } from 'react';
import type { DevelopmentOptionsQuery } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ListView } from '../../widgets/report/ListView';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { ItemFormModal, type ItemFormProps } from './ItemFormModal';
import { DEV_TEXT as T } from './messages';
import { useDevMutations } from './useDevMutations';
import { VersionModulesModal } from './VersionModulesModal';

type Options = DevelopmentOptionsQuery['developmentOptions'];
type Version = Options['versions'][number];
type Modal = { kind: 'form'; form: Omit<ItemFormProps, 'onClose'> } | { kind: 'modules'; version: Version } | null;

const COLUMNS: readonly ReportColumn[] = [
  { di_column: 've_nombre', di_descri: T.versions.name, type: 'text', width: 240, di_total: 'CONT' },
  { di_column: 've_descri', di_descri: T.versions.description, type: 'text', width: 420 },
  { di_column: 'modulos', di_descri: T.versions.modules, type: 'integer', width: 110, di_total: 'T' },
];
const versionKey = (row: ReportRow) => Number(row.ve_codigo);

/** Mode 2: versions (name, description, module count); create, edit, delete confirmed, assign modules. */
export function VersionsView({ options, refresh }: { options: Options; refresh: () => unknown }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const m = useDevMutations(refresh);
  const rows = useMemo(
    () => options.versions.map((v) => ({ ve_codigo: v.id, ve_nombre: v.name, ve_descri: v.description ?? '', modulos: v.moduleIds.length })),
    [options.versions],
  );
  const selected = options.versions.find((v) => v.id === selectedId) ?? null;
  const p = options.permisos;
  const close = () => setModal(null);
  const withSelected = (run: (v: Version) => void) => () => (selected ? run(selected) : void showWarning(T.versions.select));
  const form = (version?: Version) =>
    setModal({
      kind: 'form',
      form: {
        title: version ? T.forms.version.edit : T.forms.version.new,
        fields: { name: true, description: true },
        initial: { name: version?.name ?? '', description: version?.description ?? '', type: null },
        onSubmit: (v) => m.saveVersion({ id: version?.id, name: v.name, description: v.description }),
      },
    });

  const hotkeys: Hotkey[] = [
    ...(p.create > 0 ? [{ key: 'F2' as const, label: T.actions.newVersion, action: () => form() }] : []),
    ...(p.edit > 0
      ? [
          { key: 'F3' as const, label: T.actions.edit, action: withSelected(form) },
          { key: 'F6' as const, label: T.actions.modules, action: withSelected((version) => setModal({ kind: 'modules', version })) },
        ]
      : []),
    ...(p.delete > 0
      ? [
          {
            key: 'F4' as const,
            label: T.actions.delete,
            action: withSelected((v) => void m.deleteVersion(v.id, v.name).then((ok) => ok && setSelectedId(null))),
          },
        ]
      : []),
    { key: 'F5', label: T.actions.refresh, action: () => void refresh() },
  ];
  const { busy, trigger } = useHotkeys(modal ? [] : hotkeys);
  return (
    <div className="dev-versions">
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <ListView
        chartBy="ve_nombre"
        chartSeries="modulos"
        columns={COLUMNS}
        data={rows}
        title={T.versions.grid}
        selection="single"
        rowKey={versionKey}
        onSelectionChange={(picked) => setSelectedId(picked[0] ? Number(picked[0].ve_codigo) : null)}
      />
      {modal?.kind === 'form' && <ItemFormModal {...modal.form} onClose={close} />}
      {modal?.kind === 'modules' && (
        <VersionModulesModal
          versionId={modal.version.id}
          name={modal.version.name}
          onClose={close}
          onSaved={() => {
            close();
            void refresh();
          }}
        />
      )}
    </div>
  );
}
