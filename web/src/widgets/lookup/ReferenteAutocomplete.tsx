import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ReferenteSearchDocument, type ReferenteFieldsFragment } from '../../generated/graphql';
import { Autocomplete, type AutocompleteProps } from './Autocomplete';

type Inherited = Omit<AutocompleteProps<ReferenteFieldsFragment>, 'fetchItems' | 'itemLabel' | 'itemKey' | 'matchTexts' | 'itemDetail'>;

export interface ReferenteAutocompleteProps extends Inherited {
  /** Company whose referentes are suggested (emp_codigo). */
  companyId: number;
  /** Most suggestions asked for (the API allows up to 50). */
  limit?: number;
}

const matchTexts = (r: ReferenteFieldsFragment) => [r.fullName, r.surname ? `${r.name} ${r.surname}` : r.name, r.idNumber];

/** Autocomplete of a company's referentes by surname, name or the start of the cédula/RUC. */
export function ReferenteAutocomplete({ companyId, limit = 10, ...props }: ReferenteAutocompleteProps) {
  const client = useApolloClient();
  const fetchItems = useCallback(
    async (text: string) => {
      // The widget logs failures itself; a popup on every keystroke would be noise.
      const { data } = await client.query({
        query: ReferenteSearchDocument,
        variables: { companyId, text, limit },
        fetchPolicy: 'network-only',
        context: { handledByCaller: true },
      });
      return data?.referenteSearch ?? [];
    },
    [client, companyId, limit],
  );
  return (
    <Autocomplete
      {...props}
      fetchItems={fetchItems}
      itemLabel={(r) => r.fullName}
      itemKey={(r) => r.id}
      matchTexts={matchTexts}
      itemDetail={(r) => r.idNumber}
    />
  );
}
