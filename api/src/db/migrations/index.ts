import { Migration001Central } from './Migration001Central.js';
import { Migration002Companies } from './Migration002Companies.js';
import { Migration004CompanyCreation } from './Migration004CompanyCreation.js';
import { Migration003Clients } from './Migration003Clients.js';
import { Migration005Packages } from './Migration005Packages.js';
import { Migration006Mail } from './Migration006Mail.js';
import { Migration008Development } from './Migration008Development.js';
import { Migration007Staff } from './Migration007Staff.js';
import { Migration009Doctors } from './Migration009Doctors.js';
import { Migration010ImportRetries } from './Migration010ImportRetries.js';
import { Migration011Outbox } from './Migration011Outbox.js';
import { Migration012CompanyUpdatedAt } from './Migration012CompanyUpdatedAt.js';
import { Migration013PackageSync } from './Migration013PackageSync.js';
import { Migration021AuthChanges } from './Migration021AuthChanges.js';
import { Migration018FilesMail } from './Migration018FilesMail.js';
import { Migration019Sms } from './Migration019Sms.js';
import { Migration017Backups } from './Migration017Backups.js';
import { Migration015SearchIndexes } from './Migration015SearchIndexes.js';
import { Migration022ReportMenus } from './Migration022ReportMenus.js';
import { Migration020Help } from './Migration020Help.js';
import { Migration023Notifications } from './Migration023Notifications.js';
import { Migration024NotificationPlans } from './Migration024NotificationPlans.js';

/** Every migration in order; registered in code so the built and the source runs see the same list. */
export const MIGRATIONS = [
  { name: 'Migration001Central', class: Migration001Central },
  { name: 'Migration002Companies', class: Migration002Companies },
  { name: 'Migration003Clients', class: Migration003Clients },
  { name: 'Migration004CompanyCreation', class: Migration004CompanyCreation },
  { name: 'Migration005Packages', class: Migration005Packages },
  { name: 'Migration006Mail', class: Migration006Mail },
  { name: 'Migration007Staff', class: Migration007Staff },
  { name: 'Migration008Development', class: Migration008Development },
  { name: 'Migration009Doctors', class: Migration009Doctors },
  { name: 'Migration010ImportRetries', class: Migration010ImportRetries },
  { name: 'Migration011Outbox', class: Migration011Outbox },
  { name: 'Migration012CompanyUpdatedAt', class: Migration012CompanyUpdatedAt },
  { name: 'Migration013PackageSync', class: Migration013PackageSync },
  { name: 'Migration015SearchIndexes', class: Migration015SearchIndexes },
  { name: 'Migration017Backups', class: Migration017Backups },
  { name: 'Migration018FilesMail', class: Migration018FilesMail },
  { name: 'Migration019Sms', class: Migration019Sms },
  { name: 'Migration020Help', class: Migration020Help },
  { name: 'Migration021AuthChanges', class: Migration021AuthChanges },
  { name: 'Migration022ReportMenus', class: Migration022ReportMenus },
  { name: 'Migration023Notifications', class: Migration023Notifications },
  { name: 'Migration024NotificationPlans', class: Migration024NotificationPlans },
];
