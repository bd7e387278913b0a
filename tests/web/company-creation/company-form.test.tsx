import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CreateCompanyDocument, type CompanyCreationInput } from '../../../web/src/generated/graphql';
import { api, server } from '../msw';
import { renderApp } from '../render-app';
import { mockCreationScreen } from './creation-fixtures';

type User = ReturnType<typeof userEvent.setup>;

async function openForm() {
  mockCreationScreen();
  const app = renderApp('/empresas/creacion');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /Transporte 2024/ }));
  await user.click(screen.getByRole('button', { name: 'Crear con el formulario' }));
  await screen.findByRole('form', { name: 'Nueva empresa, versión Transporte 2024' });
  return { app, user };
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label, { exact: true });
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('RUC', { exact: true }), '1793456782001');
  await user.type(screen.getByLabelText('Razón social'), 'COMERCIAL ANDINA S.A.');
  await user.type(screen.getByLabelText('Dirección tributaria'), 'Av. Amazonas N34-120');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ventas@andina.ec');
  await user.selectOptions(screen.getByLabelText('Provincia'), 'Loja');
  await user.selectOptions(screen.getByLabelText('Ciudad'), 'CATAMAYO');
  await user.type(screen.getByLabelText('Usuario', { exact: true }), 'andina');
  await user.type(screen.getByLabelText('Clave', { exact: true }), 'Clave.2025');
  await user.type(screen.getByLabelText('Confirmar clave', { exact: true }), 'Clave.2025');
  await user.type(screen.getByLabelText('Código de acceso'), 'nueva andina');
}

describe('new-company form', () => {
  it('shows each rule beside its field, in Spanish, and sends nothing', async () => {
    let calls = 0;
    server.use(api.mutation(CreateCompanyDocument, () => (calls++, HttpResponse.json({ data: null }))));
    const { user } = await openForm();
    await user.type(screen.getByLabelText('RUC', { exact: true }), '179245613900');
    await user.clear(screen.getByLabelText('N.º de establecimiento'));
    await user.type(screen.getByLabelText('N.º de establecimiento'), '01');
    await user.click(screen.getByRole('button', { name: 'Crear empresa (F2)' }));

    expect(errorOf('RUC')).toBe('Debe ingresar un RUC válido!');
    expect(errorOf('Razón social')).toBe('Ingrese la razón social');
    expect(errorOf('N.º de establecimiento')).toBe('El número de establecimiento debe tener 3 dígitos (ejemplo 001)');
    expect(errorOf('Dirección tributaria')).toBe('Ingrese la dirección tributaria');
    expect(errorOf('Correo electrónico')).toBe('Ingrese el correo electrónico');
    expect(errorOf('Provincia')).toBe('Seleccione la provincia');
    expect(errorOf('Ciudad')).toBe('Seleccione la ciudad');
    expect(errorOf('Usuario')).toBe('Ingrese el nombre de usuario');
    expect(errorOf('Clave')).toBe('Ingrese la clave');
    expect(errorOf('Código de acceso')).toBe('Ingrese el código de acceso');
    expect(screen.getByLabelText('RUC', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('RUC', { exact: true }));
    expect(calls).toBe(0);
  });

  it("asks for the owner's name and id when not reused, and compares the passwords", async () => {
    const { user } = await openForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Confirmar clave', { exact: true }));
    await user.type(screen.getByLabelText('Confirmar clave', { exact: true }), 'otra');
    await user.click(screen.getByRole('checkbox', { name: /toma los datos del contribuyente/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Agregar el usuario de la contadora' }));
    await user.type(screen.getByLabelText('Usuario de la contadora'), 'ana');
    await user.keyboard('{F2}');
    expect(errorOf('Confirmar clave')).toBe('La clave y la confirmación de la clave no coinciden.');
    expect(errorOf('Apellidos y nombres')).toBe('Ingrese los apellidos y nombres del usuario');
    expect(errorOf('Cédula o RUC')).toBe('Ingrese la cédula o RUC del usuario');
    expect(errorOf('Usuario de la contadora')).toBe('El usuario de la contadora debe tener de 4 a 20 caracteres');
  });

  it("shows the server's refusal on the field it names", async () => {
    server.use(
      api.mutation(CreateCompanyDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'el acceso ya ha sido asignado a otra empreasa', extensions: { code: 'CONFLICT', field: 'acceso' } }],
        }),
      ),
    );
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Crear empresa (F2)' }));
    await waitFor(() => expect(errorOf('Código de acceso')).toBe('el acceso ya ha sido asignado a otra empreasa'));
    expect(document.activeElement).toBe(screen.getByLabelText('Código de acceso'));
  });

  it('sends the form, shows the access code in a success toast and returns to tab 1', async () => {
    let sent: CompanyCreationInput | undefined;
    server.use(
      api.mutation(CreateCompanyDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createCompany: {
              __typename: 'CompanyCreationResult',
              processed: true,
              message: 'Empresa creada con éxito. Código de acceso: nuevaandina',
              accessCode: 'nuevaandina',
              companyId: 9,
            },
          },
        });
      }),
    );
    const { user, app } = await openForm();
    await fillValid(user);
    // Required fields are marked (asterisk, aria-required); the company type is optional.
    const required = [...document.querySelectorAll('[aria-required="true"]')].map((e) => (e as HTMLInputElement).name);
    expect(required).toEqual([
      'infocontrib.ruc',
      'infocontrib.razonsocial',
      'infocontrib.nroestab',
      'infocontrib.direccion',
      'infocontrib.email',
      'ptoemision.numero',
      'infoadc.provcod',
      'infoadc.ciudad',
      'usuario.usuario',
      'usuario.password',
      'usuario.passwordconf',
      'acceso',
    ]);
    expect(screen.getByLabelText('Tipo de empresa').getAttribute('aria-required')).toBeNull();
    // The company type, from the catalogue the form data brings.
    const type = screen.getByLabelText('Tipo de empresa') as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual(['Seleccione el tipo de empresa', 'Comercial', 'Ferreterías']);
    await user.selectOptions(type, '4');
    await user.click(screen.getByRole('button', { name: 'Crear empresa (F2)' }));
    await screen.findByText('Empresa creada con éxito. Código de acceso: nuevaandina');
    expect(sent).toMatchObject({
      versionId: 2,
      taxpayer: { ruc: '1793456782001', legalName: 'COMERCIAL ANDINA S.A.', establishmentNumber: '001' },
      additional: { provinceCode: 11, province: 'Loja', city: 'CATAMAYO', countryCode: 593, businessLine: 4 },
      user: { username: 'andina', reuseTaxpayer: true },
      accessCode: 'nueva andina',
      secondPoint: null,
      assistant: null,
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: '1. Versión' }).getAttribute('aria-selected')).toBe('true'));
    expect(app.location().search).toBe('?version=2');
    expect(within(screen.getByRole('radiogroup', { name: 'Versiones del producto' })).getByRole('radio', { name: /Transporte 2024/ })).toHaveProperty(
      'checked',
      true,
    );
  });
});
