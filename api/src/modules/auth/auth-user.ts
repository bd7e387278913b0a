/** The signed-in staff user as every service sees it. */
export interface AuthUser {
  id: number;
  login: string;
  name: string;
  email: string | null;
  hierarchy: number;
  isSupport: boolean;
  profileId: number | null;
  sessionId: string;
}

/** The tusuarios columns an AuthUser is read from. */
export interface AuthUserRow {
  usr_codigo: number;
  usr_id: string;
  usr_nombre: string;
  usr_email: string | null;
  usr_jerarq: number;
  usr_soporte: number;
  usr_perfil: number | null;
}
