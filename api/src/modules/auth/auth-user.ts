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
