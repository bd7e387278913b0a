import { AppError } from '../../shared/app-error.js';
import type { RestRoute } from '../../rest/route.js';
import { AUTH_MSG } from './messages.js';
import { stringOnly } from '../../rest/params.js';

/** Legacy sign-in: POST /rest/login/0?opc=save with {usuario, clave}; POST /rest/require_login. */
export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/login/:id',
    action: 'save',
    public: true,
    async handler({ ctx, body }) {
      try {
        const { token, uri } = await ctx.services.auth.login(ctx.em, { username: stringOnly(body.usuario), password: stringOnly(body.clave) }, ctx.meta);
        ctx.setSessionCookie(token);
        return { estado: 'ok', uri };
      } catch (error) {
        // The legacy login screen reads a non-ok estado with the server message, over HTTP 200.
        if (error instanceof AppError) {
          return {
            estado: 'error',
            status: 401,
            cod: 0,
            msg: error.message,
            msj: error.message,
            level_code: 101,
            ...(error.field ? { inputid: error.field } : {}),
          };
        }
        throw error;
      }
    },
  },
  {
    method: 'GET',
    path: '/login/:id',
    action: null,
    handler({ ctx }) {
      const me = ctx.user!;
      return { usuario: { usr_codigo: me.id, usr_id: me.login, usr_nombre: me.name, usr_email: me.email, usr_jerarq: me.hierarchy } };
    },
  },
  {
    method: 'POST',
    path: '/require_login',
    action: null,
    public: true,
    handler() {
      return { uri: '/login' };
    },
  },
  {
    method: 'POST',
    path: '/logout/:id',
    action: null,
    async handler({ ctx }) {
      await ctx.services.auth.logout(ctx.em, ctx.user!);
      ctx.clearSessionCookie();
      return { msg: AUTH_MSG.loggedOut };
    },
  },
];
