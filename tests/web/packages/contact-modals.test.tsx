import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EmailModal } from '../../../web/src/features/packages/EmailModal';
import { NotifyModal } from '../../../web/src/features/packages/NotifyModal';
import {
  ChangeNotificationEmailDocument,
  CompanyContactsDocument,
  SendPackageNotificationDocument,
  type ChangeNotificationEmailMutationVariables,
  type SendPackageNotificationMutationVariables,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { renderWithApi } from '../render-api';
import { packageRow } from './package-mocks';

const PACIFICO = packageRow(2, 'pacifico', 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.', { email: 'czambrano@dispacifico.com.ec' });
const contact = (id: number, name: string, role: string, email: string | null) => ({
  __typename: 'ContractContact' as const,
  id,
  contractId: 40,
  clientId: 9,
  name,
  role,
  email,
});

function mockContacts() {
  server.use(
    api.query(CompanyContactsDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          companyContacts: [
            contact(11, 'Carlos Zambrano', 'Gerente', 'czambrano@dispacifico.com.ec'),
            contact(12, 'Lucía Mendoza', 'Contador', null),
            contact(13, 'Rosa Vera', 'Contador', 'rvera@dispacifico.com.ec'),
          ],
        },
      }),
    ),
  );
}

describe('notify modal', () => {
  it("lists the contract's referents (without e-mail marked), sends the chosen ones and shows the API's warnings", async () => {
    mockContacts();
    const sent: SendPackageNotificationMutationVariables[] = [];
    server.use(
      api.mutation(SendPackageNotificationDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            sendPackageNotification: {
              __typename: 'NotificationResult',
              message: 'Se envió 1 notificación',
              sent: 1,
              warnings: ['Lucía Mendoza no tiene configurado el email en el contrato en Contador'],
              emailIds: [5],
            },
          },
        });
      }),
    );
    let done = 0;
    renderWithApi(<NotifyModal company={PACIFICO} onClose={() => undefined} onDone={() => done++} />);
    const dialog = await screen.findByRole('dialog', { name: 'Notificar saldo a los referentes de DISTRIBUIDORA DEL PACIFICO CIA. LTDA.' });
    await within(dialog).findByText(/Carlos Zambrano/);
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement!.textContent),
    ).toEqual([
      'Carlos Zambrano (Gerente) · czambrano@dispacifico.com.ec',
      'Lucía Mendoza (Contador) · sin email',
      'Rosa Vera (Contador) · rvera@dispacifico.com.ec',
    ]);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: /Carlos Zambrano/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Lucía Mendoza/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toEqual([{ companyId: 2, contactIds: [11, 12] }]));
    expect(await screen.findByText('Se envió 1 notificación')).toBeTruthy();
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('Lucía Mendoza no tiene configurado el email en el contrato en Contador');
    expect(done).toBe(1);
  });
});

describe('e-mail change modal', () => {
  it("asks for a role first ('Seleccione al menos un Cargo...') and then changes the e-mail of every contact in the chosen roles", async () => {
    mockContacts();
    const changed: ChangeNotificationEmailMutationVariables[] = [];
    server.use(
      api.mutation(ChangeNotificationEmailDocument, ({ variables }) => {
        changed.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            changeNotificationEmail: { __typename: 'NotificationEmailResult', message: 'Se actualizó el email de 2 contactos', contacts: [] },
          },
        });
      }),
    );
    renderWithApi(<EmailModal company={PACIFICO} onClose={() => undefined} onDone={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar email de notificación · DISTRIBUIDORA DEL PACIFICO CIA. LTDA.' });
    await within(dialog).findByRole('checkbox', { name: /^Contador/ });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Email nuevo'), 'contabilidad@dispacifico.com.ec');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('Seleccione al menos un Cargo...');
    await user.click(within(popup).getByRole('button', { name: 'Aceptar' }));
    expect(changed).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Contador/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(changed).toEqual([
        { input: { contractId: 40, clientId: 9, oldEmail: 'czambrano@dispacifico.com.ec', newEmail: 'contabilidad@dispacifico.com.ec', contactIds: [12, 13] } },
      ]),
    );
    expect(await screen.findByText('Se actualizó el email de 2 contactos')).toBeTruthy();
  });
});
