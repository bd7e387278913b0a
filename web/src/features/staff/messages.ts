// Spanish texts of the profiles and users screens.
export const STAFF_TEXT = {
  profiles: { title: 'Perfiles', grid: 'Lista de perfiles' },
  users: { title: 'Usuarios', grid: 'Lista de usuarios', profile: 'Perfil', allProfiles: 'Todos los perfiles' },
  state: 'Estado',
  states: [
    { value: '', label: 'Todos' },
    { value: 'T', label: 'ACTIVO' },
    { value: 'F', label: 'INACTIVO' },
  ],
  activate: 'Activar',
  deactivate: 'Desactivar',
  selectOne: 'Seleccione un registro de la lista',
  confirmTitle: '¿Está seguro?',
  confirmProfile: (name: string, active: boolean) => `¿Desea ${active ? 'activar' : 'desactivar'} el perfil ${name}?`,
  confirmUser: (name: string, active: boolean) => `¿Desea ${active ? 'activar' : 'desactivar'} al usuario ${name}?`,
  columns: { code: 'Código', profile: 'Perfil', state: 'Estado', users: 'Usuarios', menus: 'Menús', login: 'Usuario', name: 'Nombre', email: 'Correo', hierarchy: 'Jerarquía', section: 'Sección' },
} as const;
