import type { StaffProfilesQuery, StaffUsersQuery } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { STAFF_TEXT } from './messages';

const C = STAFF_TEXT.columns;

export const PROFILE_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'usr_codigo', di_descri: C.code, type: 'integer', width: 80 },
  { di_column: 'usr_nombre', di_descri: C.profile, type: 'text', width: 260, di_total: 'CONT' },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 110, di_grupo: 'F' },
  { di_column: 'num_usuarios', di_descri: C.users, type: 'integer', width: 90, di_total: 'T' },
  { di_column: 'num_menus', di_descri: C.menus, type: 'integer', width: 90 },
];

export const USER_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'usr_id', di_descri: C.login, type: 'text', width: 140, di_total: 'CONT' },
  { di_column: 'usr_nombre', di_descri: C.name, type: 'text', width: 240 },
  { di_column: 'usr_email', di_descri: C.email, type: 'text', width: 200 },
  { di_column: 'perfil', di_descri: C.profile, type: 'text', width: 150, di_grupo: 'F' },
  { di_column: 'jerarquia', di_descri: C.hierarchy, type: 'text', width: 120, di_grupo: 'F' },
  { di_column: 'sec_nombre', di_descri: C.section, type: 'text', width: 130 },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 100, di_grupo: 'F' },
];

type Profile = StaffProfilesQuery['staffProfiles']['items'][number];
type User = StaffUsersQuery['staffUsers']['items'][number];

export const profileRow = (p: Profile): ReportRow => ({
  usr_codigo: p.id,
  usr_nombre: p.name,
  estado: p.activeLabel,
  num_usuarios: p.users,
  num_menus: p.menus,
});
export const userRow = (u: User): ReportRow => ({
  usr_codigo: u.id,
  usr_id: u.login,
  usr_nombre: u.name,
  usr_email: u.email ?? '',
  perfil: u.profileName ?? '',
  jerarquia: u.hierarchyLabel,
  sec_nombre: u.sectionName ?? '',
  estado: u.activeLabel,
});
export const rowKey = (row: ReportRow) => String(row.usr_codigo);
