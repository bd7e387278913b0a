import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { deployMode } from '../../app/config';

/**
 * GraphiQL 5 on the live schema, with the session cookie of the signed-in user. This module and
 * its editor (Monaco, with its workers) are their own chunks, loaded only when the explorer tab
 * opens: nothing comes from the internet and other screens do not grow.
 */
const DEFAULT_QUERY = `# Formas de pago del SRI que aceptan las facturas (submitInvoice) y notas de crédito (submitCreditNote).
query FormasDePago {
  paymentMethods {
    code
    description
  }
}
`;

export function GraphqlExplorer() {
  const fetcher = useMemo(() => createGraphiQLFetcher({ url: `${window.location.origin}${deployMode() === 2 ? '/soporte' : ''}/graphql` }), []);
  return (
    <div className="api-explorer__frame">
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} defaultEditorToolsVisibility="headers" />
    </div>
  );
}
