import { authRoutes } from '../modules/auth/auth.rest.js';
import { companyRoutes } from '../modules/companies/company.rest.js';
import { companyCreationRoutes } from '../modules/company-creation/creation.rest.js';
import { establishmentRoutes } from '../modules/establishments/establishment.rest.js';
import { generalRoutes } from '../modules/general/general.rest.js';
import { referenteRoutes } from '../modules/referentes/referente.rest.js';
import type { RestRoute } from './route.js';
import { developmentRoutes } from '../modules/development/development.rest.js';
import { menuAdminRoutes } from '../modules/menu-admin/menu-admin.rest.js';
import { clientRoutes } from '../modules/clients/client.rest.js';
import { packageRoutes } from '../modules/packages/package.rest.js';
import { contractRoutes } from '../modules/contracts/contract.rest.js';
import { staffRoutes } from '../modules/staff/staff.rest.js';
import { doctorRoutes } from '../modules/doctors/doctor.rest.js';
import { smsRoutes } from '../modules/sms/sms.rest.js';
import { backupRoutes } from '../modules/backups/backup.rest.js';
import { scriptRoutes } from '../modules/scripts/script.rest.js';
import { aplicativoRoutes } from '../modules/aplicativo/aplicativo.rest.js';
import { mailSendRoutes } from '../modules/mail-send/mail-send.rest.js';
import { reportRoutes } from '../modules/reports/run/reports.rest.js';
import { helpRoutes } from '../modules/help/help.rest.js';
import { faqRoutes } from '../modules/help/faq.rest.js';
import { guideRoutes } from '../modules/help/guide.rest.js';
import { parcelRoutes } from '../modules/parcels/parcel.rest.js';
import { generalSessionRoutes } from '../modules/general/session.rest.js';
import { categoryRoutes } from '../modules/categories/category.rest.js';
import { articleRoutes } from '../modules/articles/article.rest.js';
import { documentRoutes } from '../modules/invoices/document.rest.js';
import { apiDocsRoutes } from '../modules/api-docs/api-docs.rest.js';
import { supportRoutes } from '../modules/support/support.rest.js';
import { notificationRoutes } from '../modules/notifications/notification.rest.js';

/** The whole legacy route table, module by module. */
export const REST_ROUTES: RestRoute[] = [
  ...authRoutes,
  ...clientRoutes,
  ...companyRoutes,
  ...establishmentRoutes,
  ...generalRoutes,
  ...referenteRoutes,
  ...companyCreationRoutes,
  ...packageRoutes,
  ...contractRoutes,
  ...menuAdminRoutes,
  ...developmentRoutes,
  ...doctorRoutes,
  ...staffRoutes,
  ...smsRoutes,
  ...backupRoutes,
  ...scriptRoutes,
  ...aplicativoRoutes,
  ...mailSendRoutes,
  ...reportRoutes,
  ...helpRoutes,
  ...faqRoutes,
  ...guideRoutes,
  ...parcelRoutes,
  ...generalSessionRoutes,
  ...categoryRoutes,
  ...articleRoutes,
  ...documentRoutes,
  ...apiDocsRoutes,
  ...supportRoutes,
  ...notificationRoutes,
];
