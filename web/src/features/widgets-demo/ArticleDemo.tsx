import { useState } from 'react';
import type { ArticleFieldsFragment } from '../../generated/graphql';
import { ArticleSearch } from '../../widgets/lookup/ArticleSearch';
import { formatPrice } from '../../widgets/lookup/article-search';

/** The seeder creates COMERCIAL ANDINA first, so it is emp_codigo 1 on every demo database. */
const DEMO_COMPANY = { id: 1, name: 'COMERCIAL ANDINA S.A.' };
/** Document types with a search setup in the demo: the invoice shows the sale price, the purchase the cost. */
const DOCUMENTS = [
  { id: 1, label: 'Factura (precio de venta)' },
  { id: 20, label: 'Compra (costo)' },
] as const;

/** Demo card: the article search of a document of a demo company, and the article chosen. */
export function ArticleDemo() {
  const [document, setDocument] = useState<number>(DOCUMENTS[0].id);
  const [chosen, setChosen] = useState<ArticleFieldsFragment | null>(null);
  const [unmatched, setUnmatched] = useState<string | null>(null);

  return (
    <div className="widgets-demo__card">
      <h2>Búsqueda de artículos</h2>
      <p className="form-hint">
        Catálogo de {DEMO_COMPANY.name} Por omisión busca artículos de tipo COMERCIAL por el comienzo del nombre; cambie el modo, el tipo o la sección para
        empezar otra búsqueda.
      </p>
      <div className="field" style={{ maxWidth: 280 }}>
        <label className="field__label" htmlFor="demo-articulo-documento">
          Documento
        </label>
        <select
          id="demo-articulo-documento"
          className="select"
          value={document}
          onChange={(e) => {
            setDocument(Number(e.target.value));
            setChosen(null);
          }}
        >
          {DOCUMENTS.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <ArticleSearch
        key={document}
        id="demo-articulo"
        companyId={DEMO_COMPANY.id}
        transactionType={document}
        onSelect={(article) => {
          setChosen(article);
          setUnmatched(null);
        }}
        onNoMatch={setUnmatched}
      />
      <p data-testid="articulo-elegido">
        <strong>Elegido:</strong>{' '}
        {chosen ? `${chosen.code} · ${chosen.name} · ${chosen.typeName} · ${formatPrice(chosen.price)}${chosen.taxed ? ' + IVA' : ' (sin IVA)'}` : 'ninguno'}
      </p>
      <p role="status" style={{ color: 'var(--color-text-muted)' }}>
        {unmatched ? `Último texto sin coincidencias: «${unmatched}»` : ''}
      </p>
    </div>
  );
}
