import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApolloClient } from '../../../web/src/app/apollo';
import { FeedbackHost } from '../../../web/src/widgets/feedback/FeedbackHost';
import type { ReferenteFieldsFragment } from '../../../web/src/generated/graphql';

/** A widget with the app's Apollo client (msw answers it) and the toasts and popups host. */
export function renderWithApi(ui: ReactElement) {
  const client = createApolloClient({ subscriptions: false });
  return render(
    <ApolloProvider client={client}>
      {ui}
      <FeedbackHost />
    </ApolloProvider>,
  );
}

/** Factory: a referente as the API returns it. */
export function referente(overrides: Partial<ReferenteFieldsFragment> = {}): ReferenteFieldsFragment {
  const name = overrides.name ?? 'MARÍA JOSÉ';
  const surname = overrides.surname === undefined ? 'ÑANDÚ QUISHPE' : overrides.surname;
  return {
    __typename: 'Referente',
    id: 15,
    idNumber: '1710034065',
    idType: '05',
    address: 'Av. Amazonas N21-45 y Roca, Quito',
    phone: '02-2541236',
    email: 'maria.nandu@gmail.com',
    mobile: '0987654321',
    userNumber: 1,
    ...overrides,
    name,
    surname,
    fullName: overrides.fullName ?? (surname ? `${surname} ${name}` : name),
  };
}
