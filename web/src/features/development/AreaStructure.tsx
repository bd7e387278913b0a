import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  DevelopmentAreaDocument,
  type DevAttributeType,
  type DevCycleFieldsFragment,
  type DevCycleState,
  type DevelopmentAreaQuery,
  type DevModuleType,
} from '../../generated/graphql';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { CycleModal } from './CycleModal';
import { ItemFormModal, type ItemFormProps } from './ItemFormModal';
import { DEV_TEXT as T } from './messages';
import { useDevMutations } from './useDevMutations';
import { refetchQuietly } from '../../widgets/feedback/use-action';

type Module = NonNullable<DevelopmentAreaQuery['developmentArea']>['modules'][number];
type Attribute = Module['attributes'][number];
type Modal =
  | { kind: 'form'; form: Omit<ItemFormProps, 'onClose'> }
  | { kind: 'cycle'; target: { moduleId?: number; attributeId?: number }; name: string; current: DevCycleState | null }
  | null;
type Permisos = { create: number; edit: number; delete: number };

const EMPTY = { name: '', description: '', type: null };

function CycleTag({ cycle }: { cycle: DevCycleFieldsFragment | null | undefined }) {
  if (!cycle) return <span className="dev-cycle dev-cycle--none">{T.structure.noCycle}</span>;
  return (
    <span className={`dev-cycle dev-cycle--${cycle.state.toLowerCase()}`} title={[cycle.date, cycle.userName, cycle.note].filter(Boolean).join(' · ')}>
      {cycle.stateLabel}
    </span>
  );
}

/** Mode 1: the area's modules, their attributes and each attribute's functionals, with their actions. */
export function AreaStructure({ areaId, permisos }: { areaId: number; permisos: Permisos }) {
  const { data, loading, refetch } = useQuery(DevelopmentAreaDocument, { variables: { areaId }, fetchPolicy: 'cache-and-network' });
  const [modal, setModal] = useState<Modal>(null);
  const m = useDevMutations(() => refetch());
  const close = () => setModal(null);
  const structure = data?.developmentArea;

  const moduleForm = (module?: Module) =>
    setModal({
      kind: 'form',
      form: {
        title: module ? T.forms.module.edit : T.forms.module.new,
        fields: { name: true, description: true, types: T.moduleTypes },
        initial: module ? { name: module.name, description: module.description ?? '', type: module.type } : { ...EMPTY, type: 'INCLUDED' },
        onSubmit: (v) => m.saveModule({ id: module?.id, areaId, name: v.name, type: v.type as DevModuleType | null, description: v.description }),
      },
    });
  const attributeForm = (moduleId: number, attribute?: Attribute) =>
    setModal({
      kind: 'form',
      form: {
        title: attribute ? T.forms.attribute.edit : T.forms.attribute.new,
        fields: { name: true, types: T.attributeTypes },
        initial: attribute ? { name: attribute.name, description: '', type: attribute.type } : { ...EMPTY, type: 'INCLUDED' },
        onSubmit: (v) => m.saveAttribute({ id: attribute?.id, moduleId, name: v.name, type: v.type as DevAttributeType | null }),
      },
    });
  const functionalForm = (attributeId: number, functional?: { id: number; description: string }) =>
    setModal({
      kind: 'form',
      form: {
        title: functional ? T.forms.functional.edit : T.forms.functional.new,
        fields: { description: true },
        initial: { ...EMPTY, description: functional?.description ?? '' },
        onSubmit: (v) => m.saveFunctional({ id: functional?.id, attributeId, description: v.description }),
      },
    });
  const cycle = (target: { moduleId?: number; attributeId?: number }, name: string, current: DevCycleFieldsFragment | null | undefined) =>
    setModal({ kind: 'cycle', target, name, current: current?.state ?? null });

  const hotkeys: Hotkey[] = [
    ...(permisos.create > 0 ? [{ key: 'F2' as const, label: T.actions.newModule, action: () => moduleForm() }] : []),
    { key: 'F5', label: T.actions.refresh, action: () => refetchQuietly(refetch) },
  ];
  const { busy, trigger } = useHotkeys(modal ? [] : hotkeys, { busy: loading });
  const button = (label: string, onClick: () => void, allowed: boolean, described: string) =>
    allowed && (
      <button type="button" className="btn btn--small btn--secondary" aria-label={`${label} ${described}`} onClick={onClick}>
        {label}
      </button>
    );

  return (
    <div className="dev-area">
      {structure && <h2 className="dev-area__title">{structure.area.name}</h2>}
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      {structure && structure.modules.length === 0 && <p>{T.structure.empty}</p>}
      <ul className="dev-tree" aria-label={T.structure.tree}>
        {structure?.modules.map((module) => (
          <li key={module.id} className="dev-tree__module">
            <div className="dev-tree__row">
              <strong>{module.name}</strong> <span className="dev-type">{module.typeLabel}</span> <CycleTag cycle={module.cycle} />
              {button(T.actions.edit, () => moduleForm(module), permisos.edit > 0, module.name)}
              {button(T.actions.cycle, () => cycle({ moduleId: module.id }, module.name, module.cycle), permisos.edit > 0, module.name)}
              {button(T.actions.newAttribute, () => attributeForm(module.id), permisos.create > 0, module.name)}
              {button(T.actions.delete, () => void m.deleteModule(module.id, module.name), permisos.delete > 0, module.name)}
            </div>
            {module.description && <p className="dev-tree__description">{module.description}</p>}
            <ul>
              {module.attributes.map((attribute) => (
                <li key={attribute.id} className="dev-tree__attribute">
                  <div className="dev-tree__row">
                    {attribute.name} <span className="dev-type">{attribute.typeLabel}</span> <CycleTag cycle={attribute.cycle} />
                    {button(T.actions.edit, () => attributeForm(module.id, attribute), permisos.edit > 0, attribute.name)}
                    {button(T.actions.cycle, () => cycle({ attributeId: attribute.id }, attribute.name, attribute.cycle), permisos.edit > 0, attribute.name)}
                    {button(T.actions.newFunctional, () => functionalForm(attribute.id), permisos.create > 0, attribute.name)}
                    {button(T.actions.delete, () => void m.deleteAttribute(attribute.id, attribute.name), permisos.delete > 0, attribute.name)}
                  </div>
                  <ul>
                    {attribute.functionals.map((f) => (
                      <li key={f.id} className="dev-tree__functional">
                        <div className="dev-tree__row">
                          {f.description}
                          {button(T.actions.edit, () => functionalForm(attribute.id, f), permisos.edit > 0, f.description)}
                          {button(T.actions.delete, () => void m.deleteFunctional(f.id, f.description), permisos.delete > 0, f.description)}
                        </div>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {modal?.kind === 'form' && <ItemFormModal {...modal.form} onClose={close} />}
      {modal?.kind === 'cycle' && (
        <CycleModal
          target={modal.target}
          name={modal.name}
          current={modal.current}
          onClose={close}
          onSaved={() => {
            close();
            void refetchQuietly(refetch);
          }}
        />
      )}
    </div>
  );
}
