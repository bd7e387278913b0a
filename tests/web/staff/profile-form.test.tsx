import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  SaveStaffProfileDocument,
  StaffProfileDocument,
  type MenuGrantLevel,
  type SaveStaffProfileMutationVariables,
  type StaffProfileQuery,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe, renderApp } from '../render-app';

type Node = NonNullable<StaffProfileQuery['staffProfile']>['menus'][number];
const leaf = (id: number, title: string, level: MenuGrantLevel | null = null) => ({
  __typename: 'StaffMenuNode' as const,
  id,
  title,
  chosen: level !== null,
  level,
});
const parent = (id: number, title: string, children: ReturnType<typeof leaf>[]): Node => ({
  __typename: 'StaffMenuNode',
  id,
  title,
  chosen: children.every((c) => c.chosen),
  level: null,
  children,
});

function mockProfile(id: number, name: string, chosen: Record<number, MenuGrantLevel> = {}) {
  server.use(
    api.query(StaffProfileDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          staffProfile: {
            __typename: 'StaffProfileDetail',
            id,
            name,
            active: true,
            sectionId: variables.sectionId ?? 1,
            sectionMenuIds: Object.keys(chosen).map(Number),
            sections: [
              { __typename: 'StaffSection', id: 1, name: 'Administración', menus: Object.keys(chosen).length },
              { __typename: 'StaffSection', id: 2, name: 'Soporte', menus: 0 },
            ],
            menus: [
              parent(1, 'Empresas', [leaf(2, 'Administración de empresas', chosen[2] ?? null), leaf(6, 'Clientes', chosen[6] ?? null)]),
              parent(30, 'Administración', [leaf(31, 'Perfiles', chosen[31] ?? null), leaf(32, 'Usuarios', chosen[32] ?? null)]),
            ],
          },
        },
      }),
    ),
  );
}

async function popupText(u: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent ?? '';
  await u.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  return text;
}

describe('/perfiles/{numus}/{secod}', () => {
  it("'Crear Perfil' asks for every field and a menu, a principal menu grants its sub-menus, then saves", async () => {
    mockMe(adminUser());
    mockProfile(0, '');
    const saved: SaveStaffProfileMutationVariables[] = [];
    server.use(
      api.mutation(SaveStaffProfileDocument, ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({
          data: {
            saveStaffProfile: {
              __typename: 'StaffProfileResult',
              message: 'Creado con Exito',
              profile: { __typename: 'StaffProfileDetail', id: 9, sectionId: 1 },
            },
          },
        });
      }),
    );
    const { location } = renderApp('/perfiles/0/1');
    expect(await screen.findByRole('heading', { name: 'Crear Perfil' })).toBeTruthy();
    await screen.findByText('Usuarios');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await popupText(u)).toContain('Complete todos los campos');
    await u.type(screen.getByLabelText('Nombre del perfil'), 'Personal');
    await u.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await popupText(u)).toContain('Debe al menos crear un menu para la sección escogida');
    await u.click(screen.getByRole('checkbox', { name: 'Administración' }));
    expect((screen.getByRole('checkbox', { name: 'Perfiles' }) as HTMLInputElement).checked).toBe(true);
    await u.selectOptions(screen.getByLabelText('Nivel de Usuarios'), 'ADMINISTER');
    await u.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          id: 0,
          input: {
            name: 'Personal',
            sectionId: 1,
            menus: [
              { id: 31, level: 'OPERATE' },
              { id: 32, level: 'ADMINISTER' },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText('Creado con Exito')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/perfiles/9/1'));
  });

  it("'Editar Perfil' shows what the section grants and changes section by the URL", async () => {
    mockMe(adminUser());
    mockProfile(3, 'Consulta', { 2: 'READ', 6: 'READ' });
    const { location } = renderApp('/perfiles/3/1');
    expect(await screen.findByRole('heading', { name: 'Editar Perfil' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Nombre del perfil') as HTMLInputElement).value).toBe('Consulta'));
    expect((screen.getByRole('checkbox', { name: 'Empresas' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Perfiles' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.setup().selectOptions(screen.getByLabelText('Sección'), '2');
    await waitFor(() => expect(location().pathname).toBe('/perfiles/3/2'));
  });
});
