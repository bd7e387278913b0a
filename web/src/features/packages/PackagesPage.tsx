import { useState } from 'react';
import type { ConnectionRowFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { TabList } from '../../widgets/TabList';
import { PACKAGE_TEXT as T } from './messages';
import { PackageFormTab, type PackageFormMode } from './PackageFormTab';
import { PackageListTab } from './PackageListTab';
import '../companies/companies.css';
import './packages.css';

const TABS = [T.tabs.list, T.tabs.form] as const;

/** /empresas/conexiones: tab 1 the companies with their package, tab 2 the package form (new or edit). */
export function PackagesPage() {
  const [tab, setTab] = useState(0);
  const [selected, setSelected] = useState<ConnectionRowFieldsFragment[]>([]);
  const [mode, setMode] = useState<PackageFormMode | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  function open(index: number) {
    if (index === 1 && !mode) {
      // The form tab on its own: a new package for the one selected company.
      if (selected.length !== 1) return void showWarning(T.selectCompany);
      setMode({ kind: 'new', company: selected[0]! });
    }
    setTab(index);
  }

  return (
    <section className="companies-page page">
      <h1 className="companies-page__title">{T.pageTitle}</h1>
      <TabList id="conexiones" label={T.tabsLabel} tabs={TABS} selected={tab} onSelect={open} />
      <div id="conexiones-panel-0" role="tabpanel" aria-labelledby="conexiones-tab-0" hidden={tab !== 0}>
        <PackageListTab
          selected={selected}
          onSelectionChange={setSelected}
          reloadKey={reloadKey}
          active={tab === 0}
          onNew={(company) => {
            setMode({ kind: 'new', company });
            setTab(1);
          }}
          onEdit={(company) => {
            setMode({ kind: 'edit', company, packageId: company.packageId! });
            setTab(1);
          }}
        />
      </div>
      {tab === 1 && (
        <div id="conexiones-panel-1" role="tabpanel" aria-labelledby="conexiones-tab-1" className="companies-panel">
          <PackageFormTab
            mode={mode}
            onSaved={() => {
              setMode(null);
              setReloadKey((k) => k + 1);
              setTab(0);
            }}
          />
        </div>
      )}
    </section>
  );
}
