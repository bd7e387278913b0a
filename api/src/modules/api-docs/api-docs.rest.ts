import type { RestRoute } from '../../rest/route.js';
import { apiRequests } from './api-docs.catalog.js';

/** GET /rest/{service}/datosapi?opc=getdatosini: the requests of the public /api page (no session). */
export const apiDocsRoutes: RestRoute[] = [
  { method: 'GET', path: '/:service/datosapi', action: 'getdatosini', public: true, handler: () => ({ peticiones: apiRequests() }) },
];
