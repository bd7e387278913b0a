import { ApiClient } from '../support/client.js';
import type { TestServer } from '../support/server.js';

/** GraphQL documents of the staff area used by the API tests. */
export const Q = {
  profiles:
    'query ($active: Boolean) { staffProfiles(active: $active) { items { id name active activeLabel users menus } permisos { view create edit delete } } }',
  profile:
    'query ($id: Int!, $sectionId: Int) { staffProfile(id: $id, sectionId: $sectionId) { id name active sectionId selectedMenuIds sectionMenuIds sections { id name menus } menus { id title chosen level children { id title chosen level } } } }',
  sections: 'query ($profileId: Int!) { staffSections(profileId: $profileId) { id name menus } }',
  saveProfile:
    'mutation ($id: Int!, $input: StaffProfileInput!) { saveStaffProfile(id: $id, input: $input) { message profile { id name sectionMenuIds selectedMenuIds } } }',
  profileActive: 'mutation ($id: Int!, $active: Boolean!) { setStaffProfileActive(id: $id, active: $active) { message } }',
  users:
    'query ($profileId: Int, $active: Boolean) { staffUsers(profileId: $profileId, active: $active) { items { id login name active profileName hierarchy hierarchyLabel sectionName } actorHierarchy canChangePasswords } }',
  userForm:
    'query ($id: Int!) { staffUserForm(id: $id) { user { id login hierarchy } profiles { id name } sections { id name } areas { id name active lines } actorHierarchy } }',
  createUser: 'mutation ($input: StaffUserInput!) { createStaffUser(input: $input) { message user { id login name hierarchy profileId sectionId active } } }',
  editUser:
    'mutation ($id: Int!, $input: StaffUserInput!) { editStaffUser(id: $id, input: $input) { message user { id login name hierarchy profileId sectionId } } }',
  userActive: 'mutation ($id: Int!, $active: Boolean!) { setStaffUserActive(id: $id, active: $active) { message } }',
  password: 'mutation ($id: Int!, $input: StaffPasswordInput!) { changeStaffUserPassword(id: $id, input: $input) { message } }',
  me: '{ me { login hierarchy menus { title } } }',
};

export type Result = { data: Record<string, any> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

/** 'ok' or the refusal as [code, message, field]. */
export const outcome = (r: Result) => (r.errors ? [r.errors[0]!.extensions?.code, r.errors[0]!.message, r.errors[0]!.extensions?.field ?? null] : 'ok');

export const PASSWORD = 'Clave.2026';
let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

/** Raw SQL on the test server's database. */
export function sql<T = Record<string, unknown>>(server: TestServer, text: string, params: unknown[] = []): Promise<T[]> {
  return server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
}

export async function profileIdOf(server: TestServer, name: string): Promise<number> {
  const [row] = await sql<{ usr_codigo: number }>(server, `select usr_codigo from tusuarios where usr_esperfil = 'T' and usr_nombre = ?`, [name]);
  return row!.usr_codigo;
}

/** Creates a user through the super user's mutation and returns its id. */
export async function createUser(admin: ApiClient, input: Record<string, unknown>): Promise<number> {
  const r = await admin.graphql<{ createStaffUser: { user: { id: number } } }>(Q.createUser, {
    input: { sectionId: 1, password: PASSWORD, confirmation: PASSWORD, ...input },
  });
  if (r.errors) throw new Error(r.errors[0]!.message);
  return r.data!.createStaffUser.user.id;
}

/** A signed-in client for a user created with PASSWORD. */
export async function signIn(server: TestServer, login: string, password = PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  await client.login(login, password);
  return client;
}
