import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AplicativoCompaniesDocument, AplicativoOptionsDocument } from '../../generated/graphql';
import { TabList } from '../../widgets/TabList';
import { InitialPeriodModule } from './InitialPeriodModule';
import { MenuOptionsModule } from './MenuOptionsModule';
import { APLICATIVO_TEXT as T } from './messages';
import { ModelsModule } from './ModelsModule';
import { RestoreModule } from './RestoreModule';
import { UnbalancedModule } from './UnbalancedModule';
import './aplicativo.css';
import { Field } from '../../widgets/forms/Field';

const PANELS: Record<string, (props: { companyId: number }) => React.JSX.Element> = {
  ACCOUNTING_MODELS: ModelsModule,
  INITIAL_PERIOD: InitialPeriodModule,
  UNBALANCED_ENTRIES: UnbalancedModule,
  RESTORE_DOCUMENT: RestoreModule,
  MENU_OPTIONS: MenuOptionsModule,
};

/**
 * /aplicativo: per-company maintenance. Choose a company ('Falta empresa' until one is chosen),
 * then the modules the server offers for it ('No hay módulos disponibles' when none), one tab each.
 */
export function AplicativoPage() {
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [tab, setTab] = useState(0);
  const companies = useQuery(AplicativoCompaniesDocument);
  const options = useQuery(AplicativoOptionsDocument, { variables: { companyId }, skip: !companyId });
  const modules = options.data?.aplicativoOptions.modules ?? [];
  const open = modules[tab] ?? modules[0];
  const Panel = open ? PANELS[open.module] : undefined;
  return (
    <section className="aplicativo-page page">
      <h1 className="aplicativo-page__title">{T.pageTitle}</h1>
      <Field id="aplicativo-empresa" label={T.company} className="aplicativo-company">
        <select
          id="aplicativo-empresa"
          className="input"
          value={companyId ?? ''}
          onChange={(e) => {
            setCompanyId(e.target.value ? Number(e.target.value) : null);
            setTab(0);
          }}
        >
          <option value="">{T.chooseCompany}</option>
          {(companies.data?.companies.items ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.legalName}
            </option>
          ))}
        </select>
      </Field>
      {!companyId && (
        <p className="aplicativo-note" role="status">
          {T.noCompany}
        </p>
      )}
      {companyId && options.data && !modules.length && (
        <p className="aplicativo-note" role="status">
          {options.data.aplicativoOptions.message ?? T.noModules}
        </p>
      )}
      {companyId && modules.length > 0 && (
        <>
          <TabList id="aplicativo" label={T.modules} tabs={modules.map((m) => m.title)} selected={modules.indexOf(open!)} onSelect={setTab} />
          <div
            role="tabpanel"
            id={`aplicativo-panel-${modules.indexOf(open!)}`}
            aria-labelledby={`aplicativo-tab-${modules.indexOf(open!)}`}
            className="aplicativo-panel"
          >
            {Panel && <Panel key={`${companyId}-${open!.module}`} companyId={companyId} />}
          </div>
        </>
      )}
    </section>
  );
}
