import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CompanyListFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { TabList } from '../../widgets/TabList';
import { EstablishmentEditTab } from '../establishments/EstablishmentEditTab';
import { EstablishmentListTab } from '../establishments/EstablishmentListTab';
import { CompanyEditTab } from './CompanyEditTab';
import { CompanyListTab } from './CompanyListTab';
import { COMPANY_TEXT as T } from './messages';
import './companies.css';

const TABS = [T.tabs.list, T.tabs.edit, T.tabs.establishments, T.tabs.establishmentEdit] as const;

/**
 * /empresas (param modo, default 0): tab 1 company list, 2 company edit, 3 establishments,
 * 4 establishment edit. Tabs 2 to 4 work on exactly one selected company.
 */
export function CompaniesPage() {
  const [params] = useSearchParams();
  // The spec names the parameter and its default only; it is kept for the links that carry it.
  const modo = Number(params.get('modo') ?? 0) || 0;
  const [tab, setTab] = useState(0);
  const [selected, setSelected] = useState<CompanyListFieldsFragment[]>([]);
  // The company tabs 2-4 work on: fixed when they are opened, so a list refresh does not drop it.
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [establishmentId, setEstablishmentId] = useState<number | null>(null);

  function open(index: number) {
    if (index === 0) return setTab(0);
    if (tab === 0 || companyId === null) {
      if (selected.length !== 1) {
        void showWarning(T.selectCompany);
        return;
      }
      if (selected[0]!.id !== companyId) setEstablishmentId(null);
      setCompanyId(selected[0]!.id);
    }
    setTab(index);
  }

  return (
    <section className="companies-page page" data-modo={modo}>
      <h1 className="companies-page__title">{T.pageTitle}</h1>
      <TabList id="empresas" label={T.tabsLabel} tabs={TABS} selected={tab} onSelect={open} />
      {/* The list stays mounted: its filters, page and selection survive a visit to the other tabs. */}
      <div id="empresas-panel-0" role="tabpanel" aria-labelledby="empresas-tab-0" hidden={tab !== 0}>
        <CompanyListTab selected={selected} onSelectionChange={setSelected} onEdit={() => open(1)} />
      </div>
      {tab > 0 && companyId !== null && (
        <div id={`empresas-panel-${tab}`} role="tabpanel" aria-labelledby={`empresas-tab-${tab}`} className="companies-panel">
          {tab === 1 && <CompanyEditTab companyId={companyId} />}
          {tab === 2 && (
            <EstablishmentListTab
              companyId={companyId}
              selectedId={establishmentId}
              onSelect={setEstablishmentId}
              onEdit={(id) => {
                setEstablishmentId(id);
                setTab(3);
              }}
            />
          )}
          {tab === 3 && <EstablishmentEditTab companyId={companyId} establishmentId={establishmentId} onDone={() => setTab(2)} />}
        </div>
      )}
    </section>
  );
}
