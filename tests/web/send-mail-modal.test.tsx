import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  MailTemplatesDocument,
  NewMailDocument,
  SendMailDocument,
  SendSmsFromModalDocument,
  SmsPackageDocument,
  type SendMailMutationVariables,
  type SendSmsFromModalMutationVariables,
} from '../../web/src/generated/graphql';
import { SendMailModal } from '../../web/src/widgets/send/SendMailModal';
import { api, server } from './msw';
import { renderWithApi } from './render-api';

const ACCOUNT = {
  __typename: 'SenderAccount',
  id: 3,
  email: 'cobranza@isyplus.ec',
  name: 'Cobranza',
  type: 'COBRANZA',
  typeLabel: 'Cobranza',
  disabled: false,
  smtpHost: null,
  smtpPort: null,
  smtpSecure: false,
  username: null,
  hasPassword: false,
  imapHost: null,
  imapPort: null,
  imapSecure: true,
  perMinute: 120,
  userIds: [],
};
const TEMPLATE = {
  __typename: 'MailTemplate',
  id: 9,
  title: 'Saldo pendiente',
  body: '<p>Hola ${clp_nombre}</p>',
  type: 'EMAIL',
  isDefault: true,
  accountType: 'COBRANZA',
  categoryId: 1,
  userName: 'Admin',
  updatedAt: '2026-11-26T10:00:00.000Z',
};
const CONTACTS = [
  { email: 'ana@andina.ec', name: 'Ana' },
  { email: 'no.existe@andina.ec', name: 'Nadie' },
];

function mockApi(sent: SendMailMutationVariables[], accounts = [ACCOUNT]) {
  server.use(
    api.query(NewMailDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          newMail: {
            __typename: 'NewMailInfo',
            accounts,
            message: accounts.length ? null : 'No tiene una cuenta de correo configurada para enviar desde esta opción.',
          },
        },
      }),
    ),
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
            results: [
              {
                __typename: 'SendOutcome',
                email,
                state: ok ? 'ENVIADO' : 'RECHAZADO',
                blacklisted: !ok,
                mailId: 1,
                logId: null,
                message: ok ? `Mensaje enviado a: ${email}` : `Mensaje NO enviado a: ${email}, dirección de correo no encontrada`,
              },
            ],
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
    expect([...dialog.querySelectorAll('.send-recipients__result')].map((e) => e.textContent)).toEqual([
      'Mensaje enviado a: ana@andina.ec',
      'Mensaje NO enviado a: no.existe@andina.ec, dirección de correo no encontrada',
    ]);
    expect(
      within(dialog)
        .getAllByRole('checkbox', { name: /^Enviar a / })
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([false, false]);
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

  it('adds a recipient by address (Enter or Agregar), refusing an invalid one, and sends to it', async () => {
    const sent: SendMailMutationVariables[] = [];
    mockApi(sent);
    renderWithApi(<SendMailModal contacts={[]} allowAdd onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    await waitFor(() => expect((within(dialog).getByLabelText('Cuenta remitente') as HTMLSelectElement).value).toBe('3'));
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Email del destinatario'), 'ana@andina');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    const invalid = await screen.findByRole('alertdialog');
    expect(invalid.textContent).toContain("La dirección de correo 'ana@andina' no es válida.");
    await user.click(within(invalid).getByRole('button', { name: 'Aceptar' }));
    expect(within(dialog).queryAllByRole('checkbox', { name: /^Enviar a / })).toEqual([]);
    await user.type(within(dialog).getByLabelText('Email del destinatario'), '.ec');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Ana{Enter}');
    const added = within(dialog).getByRole('checkbox', { name: 'Enviar a ana@andina.ec' }) as HTMLInputElement;
    expect(added.checked).toBe(true);
    expect((within(dialog).getByLabelText('Email del destinatario') as HTMLInputElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input.recipients).toEqual([{ email: 'ana@andina.ec', values: [{ prop: 'clp_nombre', value: 'Ana' }], companyId: null, contactId: null }]);
  });
});

describe('SendMailModal in SMS mode', () => {
  const SMS_TEMPLATE = { ...TEMPLATE, id: 12, title: 'Aviso SMS', body: 'Su factura vence hoy', type: 'SMS', accountType: null, categoryId: null };
  const PACKAGE = { __typename: 'SmsContract', id: 4, contracted: 10, contractedLabel: '10 - Por paquete', used: 8, available: 2 };
  const SMS_CONTACTS = [
    { email: '', name: 'Ana', mobile: '0991000001' },
    { email: '', name: 'Luis', mobile: '0991000002' },
    { email: '', name: 'Sin celular', mobile: null },
  ];

  function mockSms(sent: SendSmsFromModalMutationVariables[], pkg: typeof PACKAGE | null = PACKAGE) {
    server.use(
      api.query(MailTemplatesDocument, ({ variables }) =>
        HttpResponse.json({ data: { __typename: 'Query', mailTemplates: variables.type === 'SMS' ? [SMS_TEMPLATE] : [] } }),
      ),
      api.query(SmsPackageDocument, () => HttpResponse.json({ data: { __typename: 'Query', smsContract: pkg } })),
      api.mutation(SendSmsFromModalDocument, ({ variables }) => {
        sent.push(variables);
        const n = (variables.input.recipients as unknown[]).length;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            sendSms: {
              __typename: 'SmsSendResult',
              message: 'Su mensaje se envio con exito',
              queued: n,
              ids: [1, 2],
              used: 10,
              available: 0,
              duplicate: false,
            },
          },
        });
      }),
    );
  }

  it('cuts the message at 160 characters with the limit warning, refuses a recipient without mobile and sends the selected ones in one request', async () => {
    const sent: SendSmsFromModalMutationVariables[] = [];
    mockSms(sent);
    const onClose = vi.fn();
    renderWithApi(<SendMailModal channel="SMS" companyId={7} contacts={SMS_CONTACTS} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar SMS' });
    const text = within(dialog).getByLabelText('Mensaje SMS') as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toBe('Su factura vence hoy'));
    expect(await within(dialog).findByText('Paquete: 10 - Por paquete · Disponibles: 2')).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(170));
    expect(text.value).toBe('x'.repeat(160));
    expect(within(dialog).getByText('160 de 160 caracteres')).toBeTruthy();
    const limit = await screen.findByRole('alertdialog');
    expect(limit.textContent).toContain('Ha llegado al límite de caracteres disponibles para el envio del mensaje.');
    await user.click(within(limit).getByRole('button', { name: 'Aceptar' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Enviar SMS a Sin celular' }));
    const noMobile = await screen.findByRole('alertdialog');
    expect(noMobile.textContent).toContain('No tiene número de Celular!');
    await user.click(within(noMobile).getByRole('button', { name: 'Aceptar' }));
    expect((within(dialog).getByRole('checkbox', { name: 'Enviar SMS a Sin celular' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({
      companyId: 7,
      message: 'x'.repeat(160),
      recipients: [
        { mobile: '0991000001', name: 'Ana' },
        { mobile: '0991000002', name: 'Luis' },
      ],
    });
    expect(sent[0]!.input.requestKey).toMatch(/^s[a-z0-9]+$/);
  });

  it('refuses before sending when the company has no package or fewer SMS available than recipients', async () => {
    const sent: SendSmsFromModalMutationVariables[] = [];
    mockSms(sent, { ...PACKAGE, available: 1 });
    renderWithApi(<SendMailModal channel="SMS" companyId={7} contacts={SMS_CONTACTS} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar SMS' });
    await waitFor(() => expect((within(dialog).getByLabelText('Mensaje SMS') as HTMLTextAreaElement).value).toBe('Su factura vence hoy'));
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const few = await screen.findByRole('alertdialog');
    expect(few.textContent).toContain('Usted solo tiene disponibles 1 sms');
    await user.click(within(few).getByRole('button', { name: 'Aceptar' }));
    mockSms(sent, null);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const none = await screen.findByRole('alertdialog');
    expect(none.textContent).toContain('No tiene un paquete de SMS contratado.');
    expect(sent).toEqual([]);
  });

  it('adds a recipient by mobile (spaces removed), refusing an invalid number', async () => {
    const sent: SendSmsFromModalMutationVariables[] = [];
    mockSms(sent);
    renderWithApi(<SendMailModal channel="SMS" companyId={7} contacts={[]} allowAdd onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar SMS' });
    await waitFor(() => expect((within(dialog).getByLabelText('Mensaje SMS') as HTMLTextAreaElement).value).toBe('Su factura vence hoy'));
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Celular del destinatario'), '12{Enter}');
    const invalid = await screen.findByRole('alertdialog');
    expect(invalid.textContent).toContain("El número de celular '12' no es válido: escriba de 7 a 15 dígitos.");
    await user.click(within(invalid).getByRole('button', { name: 'Aceptar' }));
    await user.clear(within(dialog).getByLabelText('Celular del destinatario'));
    await user.type(within(dialog).getByLabelText('Celular del destinatario'), '099 100 0003');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Rosa');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect((within(dialog).getByRole('checkbox', { name: 'Enviar SMS a 0991000003' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input.recipients).toEqual([{ mobile: '0991000003', name: 'Rosa', referenteId: null }]);
  });
});
