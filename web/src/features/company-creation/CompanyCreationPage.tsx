import { useQuery } from '@apollo/client/react';
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePermisos } from '../../app/screen-access';
import { ProductVersionsDocument } from '../../generated/graphql';
import { ReadOnlyNotice } from '../../widgets/forms/ReadOnlyNotice';
import { CompanyForm } from './CompanyForm';
import { creationMessages as m } from './messages';
import { SpreadsheetTab } from './SpreadsheetTab';
import { VersionTab } from './VersionTab';
import './company-creation.css';

const TABS = [
  { id: '1', label: m.tabVersion },
  { id: '2', label: m.tabForm },
  { id: '3', label: m.tabSheet },
] as const;

/**
 * /empresas/creacion: tab 1 chooses the version, tab 2 is the form, tab 3 the spreadsheet.
 * The tab and the version live in the URL (?paso=&version=), so reload and back keep them.
 */
export function CompanyCreationPage() {
  // Every action of the screen creates companies: without crear it only says so.
  if (usePermisos('empresas.creacion').create <= 0) {
    return (
      <div className="page cc-page">
        <h1 className="page__title">{m.title}</h1>
        <ReadOnlyNotice text={m.noCreatePermission} />
      </div>
    );
  }
  return <CreationTabs />;
}

function CreationTabs() {
  const [params, setParams] = useSearchParams();
  const { data, loading } = useQuery(ProductVersionsDocument);
  const versions = data?.productVersions ?? [];
  const versionId = params.get('version') ? Number(params.get('version')) : null;
  const version = versions.find((v) => v.id === versionId) ?? null;
  const step = version ? (params.get('paso') ?? '1') : '1';
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const go = (next: string, id: number | null = versionId) => {
    const search = new URLSearchParams();
    if (id !== null) search.set('version', String(id));
    if (next !== '1') search.set('paso', next);
    setParams(search);
  };

  function onTabKey(event: KeyboardEvent, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    if (next > 0 && !version) return;
    go(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="page cc-page">
      <h1 className="page__title">{m.title}</h1>
      <p className="page__subtitle">{m.subtitle}</p>
      <div className="tabs tabs--large" role="tablist" aria-label={m.tabsLabel}>
        {TABS.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`cc-tab-${tab.id}`}
            aria-selected={step === tab.id}
            aria-controls={`cc-panel-${tab.id}`}
            tabIndex={step === tab.id ? 0 : -1}
            className="tabs__tab"
            disabled={i > 0 && !version}
            title={i > 0 && !version ? m.chooseVersionFirst : undefined}
            onClick={() => go(tab.id)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="cc-panel" role="tabpanel" id={`cc-panel-${step}`} aria-labelledby={`cc-tab-${step}`}>
        {loading && <p>{m.loading}</p>}
        {step === '1' && !loading && (
          <VersionTab versions={versions} selectedId={versionId} onSelect={(id) => go('1', id)} onForm={() => go('2')} onSheet={() => go('3')} />
        )}
        {step === '2' && version && <CompanyForm version={version} onCreated={() => go('1')} onBack={() => go('1')} />}
        {step === '3' && version && <SpreadsheetTab version={version} />}
      </div>
    </div>
  );
}
