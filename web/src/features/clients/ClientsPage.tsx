import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { TabList } from '../../widgets/TabList';
import { CompanyEditTab } from '../companies/CompanyEditTab';
import { ClientListTab, type OpenedCompany } from './ClientListTab';
import { CLIENT_TEXT as T } from './messages';
import './clients.css';

/**
 * /clientes: tab 1 the client search grid (reads ?q= from the header box and searches at
 * once), tab 2 the company edit tab of the company opened from a client.
 */
export function ClientsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const headerText = (params.get('q') ?? '').trim();
  const [tab, setTab] = useState(0);
  const [company, setCompany] = useState<OpenedCompany | null>(null);
  const [saves, setSaves] = useState(0);
  const tabs = [T.tabs.list, company ? `${T.tabs.company}: ${company.accessCode}` : T.tabs.company];

  function openCompany(opened: OpenedCompany) {
    setCompany(opened);
    setTab(1);
    // Focus follows the opened tab for keyboard users.
    setTimeout(() => document.getElementById('clientes-tab-1')?.focus(), 0);
  }

  return (
    <section className="clients-page page">
      <h1 className="page__title clients-page__title">{T.pageTitle}</h1>
      <TabList id="clientes" label={T.tabsLabel} tabs={tabs} selected={tab} onSelect={setTab} disabled={(index) => index === 1 && !company} selectOnArrow />
      {/* The list stays mounted: its search, selection and page survive a visit to the company. */}
      <div id="clientes-panel-0" role="tabpanel" aria-labelledby="clientes-tab-0" hidden={tab !== 0}>
        <ClientListTab headerText={headerText} searchKey={location.key} refreshKey={saves} onOpenCompany={openCompany} />
      </div>
      {tab === 1 && company && (
        <div id="clientes-panel-1" role="tabpanel" aria-labelledby="clientes-tab-1" className="clients-company">
          <CompanyEditTab key={company.id} companyId={company.id} onSaved={() => setSaves((n) => n + 1)} />
        </div>
      )}
    </section>
  );
}
