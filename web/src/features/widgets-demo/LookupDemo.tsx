import { useState } from 'react';
import type { ReferenteFieldsFragment } from '../../generated/graphql';
import { ReferenteAutocomplete } from '../../widgets/lookup/ReferenteAutocomplete';
import { ReferenteDetails } from '../../widgets/lookup/ReferenteDetails';
import { ReferenteLookup } from '../../widgets/lookup/ReferenteLookup';
import { EMPTY_REFERENTE, type ReferenteForm } from '../../widgets/lookup/referente-form';
import { ArticleDemo } from './ArticleDemo';

/** The seeder creates COMERCIAL ANDINA first, so it is emp_codigo 1 on every demo database. */
const DEMO_COMPANY = { id: 1, name: 'COMERCIAL ANDINA S.A.' };

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: 'minmax(280px, 400px) 1fr', gap: 28, alignItems: 'start' } as const;
// Lines up with the input rather than with its label.
const CHOSEN_COLUMN = { display: 'flex', flexDirection: 'column', gap: 6, paddingTop: 34 } as const;

/** Demo section: the referente lookup and the autocomplete against a demo company's referentes. */
export function LookupDemo() {
  const [referente, setReferente] = useState<ReferenteForm>(EMPTY_REFERENTE);
  const [outcome, setOutcome] = useState('');
  const [chosen, setChosen] = useState<ReferenteFieldsFragment | null>(null);
  const [unmatched, setUnmatched] = useState<string | null>(null);

  return (
    <>
      <div className="widgets-demo__card">
        <h2>Búsqueda de referente</h2>
        <p className="form-hint">
          Referentes de {DEMO_COMPANY.name} Busque por cédula (10 dígitos) o RUC (13 dígitos), o por código; el modo elegido se recuerda en este navegador.
        </p>
        <div style={TWO_COLUMNS}>
          <div>
            <ReferenteLookup
              id="demo-referente"
              companyId={DEMO_COMPANY.id}
              onChange={setReferente}
              onFound={(ref) => setOutcome(`Encontrado: ${ref.fullName}`)}
              onNull={(search) => setOutcome(`No registrado: ${search}. Los datos quedan listos para un referente nuevo.`)}
            />
            <p className="form-hint" role="status">
              {outcome}
            </p>
          </div>
          <ReferenteDetails value={referente} label="Datos del referente" />
        </div>
      </div>

      <div className="widgets-demo__card">
        <h2>Autocompletado de referentes</h2>
        <div style={TWO_COLUMNS}>
          <ReferenteAutocomplete
            id="demo-autocompletado"
            name="referenteNombre"
            label="Referente por nombre"
            placeholder="Apellidos, nombres o CI/RUC"
            hint="Flechas para moverse, Enter para elegir, Esc para cerrar. Sin coincidencias el texto se pone rojo."
            companyId={DEMO_COMPANY.id}
            onSelect={(ref) => {
              setChosen(ref);
              setUnmatched(null);
            }}
            onNoMatch={setUnmatched}
          />
          <div style={CHOSEN_COLUMN}>
            <p>
              <strong>Elegido:</strong> {chosen ? `${chosen.fullName} · ${chosen.idNumber}` : 'ninguno'}
            </p>
            <p role="status" style={{ color: 'var(--color-text-muted)' }}>
              {unmatched ? `Último texto sin coincidencias: «${unmatched}»` : ''}
            </p>
          </div>
        </div>
      </div>

      <ArticleDemo />
    </>
  );
}
