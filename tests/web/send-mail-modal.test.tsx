import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MailTemplatesDocument, NewMailDocument, SendMailDocument, type SendMailMutationVariables } from '../../web/src/generated/graphql';
import { SendMailModal } from '../../web/src/widgets/send/SendMailModal';
import { api, server } from './msw';
import { renderWithApi } from './render-api';

const ACCOUNT = { __typename: 'SenderAccount', id: 3, email: 'cobranza@isyplus.ec', name: 'Cobranza', type: 'COBRANZA', typeLabel: 'Cobranza', disabled: false, smtpHost: null, smtpPort: null, smtpSecure: false, username: null, hasPassword: false, imapHost: null, imapPort: null, imapSecure: true, perMinute: 120, userIds: [] };
const TEMPLATE = { __typename: 'MailTemplate', id: 9, title: 'Saldo pendiente', body: '<p>Hola ${clp_nombre}</p>', type: 'EMAIL', isDefault: true, accountType: 'COBRANZA', categoryId: 1, userName: 'Admin', updatedAt: '2026-11-26T10:00:00.000Z' };
const CONTACTS = [
  { email: 'ana@andina.ec', name: 'Ana' },
  { email: 'no.existe@andina.ec', name: 'Nadie' },
];

function mockApi(sent: SendMailMutationVariables[], accounts = [ACCOUNT]) {
  server.use(
    api.query(NewMailDocument, () => HttpResponse.json({ data: { __typename: 'Query', newMail: { __typename: 'NewMailInfo', accounts, message: accounts.length ? null : 'No tiene una cuenta de correo configurada para enviar desde esta opción.' } } })),
    api.query(MailTemplatesDocument, () => HttpResponse.json({ data: { __typename: 'Query', mailTemplates: [TEMPLATE] } })),
    api.mutation(SendMailDocument, ({ variables }) => {
      sent.push(variables);
      const email = (variables.input.recipients as { email: string }[])[0]!.email;
      const ok = email === 'ana@andina.ec';
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          sendMail: {
            __typename: 'SendMailResult',
            batchId: 'b1',
            results: [{ __typename: 'SendOutcome', email, state: ok ? 'ENVIADO' : 'RECHAZADO', blacklisted: !ok, mailId: 1, logId: null, message: ok ? `Mensaje enviado a: ${email}` : `Mensaje NO enviado a: ${email}, dirección de correo no encontrada` }],
          },
        },
      });
    }),
  );
}

describe('SendMailModal', () => {
  it('loads the default template and sends the selected recipients one at a time in order, then closes', async () => {
    const sent: SendMailMutationVariables[] = [];
    mockApi(sent);
    const onClose = vi.fn();
    renderWithApi(<SendMailModal contacts={CONTACTS} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    await waitFor(() => expect((within(dialog).getByLabelText('Cuenta remitente') as HTMLSelectElement).value).toBe('3'));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Mensaje' }).textContent).toBe('Hola ${clp_nombre}'));
    expect((within(dialog).getByLabelText('Asunto') as HTMLInputElement).value).toBe('Saldo pendiente');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent.map((v) => [(v.input.recipients as { email: string }[]).map((r) => r.email), v.input.wait, v.input.accountId, v.input.subject])).toEqual([
      [['ana@andina.ec'], true, 3, 'Saldo pendiente'],
      [['no.existe@andina.ec'], true, 3, 'Saldo pendiente'],
    ]);
    expect(sent[0]!.input.body).toBe('<p>Hola ${clp_nombre}</p>');
    // Each result beside its recipient (both unselected now) and as a toast.
    expect([...dialog.querySelectorAll('.send-recipients__result')].map((e) => e.textContent)).toEqual(['Mensaje enviado a: ana@andina.ec', 'Mensaje NO enviado a: no.existe@andina.ec, dirección de correo no encontrada']);
    expect(within(dialog).getAllByRole('checkbox', { name: /^Enviar a / }).map((c) => (c as HTMLInputElement).checked)).toEqual([false, false]);
    expect(document.querySelectorAll('.toast').length).toBe(2);
  });

  it('shows the no-account notice and asks for an account before sending anything', async () => {
    const sent: SendMailMutationVariables[] = [];
    mockApi(sent, []);
    renderWithApi(<SendMailModal contacts={CONTACTS} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    expect(await within(dialog).findByText('No tiene una cuenta de correo configurada para enviar desde esta opción.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('Seleccione la cuenta desde donde se enviará el correo.');
    expect(sent).toEqual([]);
  });
});
