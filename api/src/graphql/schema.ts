import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AuthResolver, CurrentUserResolver } from '../modules/auth/auth.resolver.js';
import { SessionsResolver } from '../modules/auth/sessions.resolver.js';
import { CompanyFieldsResolver, CompanyResolver } from '../modules/companies/company.resolver.js';
import { CompanyChangesResolver } from '../modules/companies/company-changes.resolver.js';
import { CompanyCreationResolver } from '../modules/company-creation/creation.resolver.js';
import { EstablishmentResolver } from '../modules/establishments/establishment.resolver.js';
import { GeneralResolver } from '../modules/general/general.resolver.js';
import { ReferenteResolver } from '../modules/referentes/referente.resolver.js';
import { SystemResolver } from '../modules/system/system.resolver.js';
import { guardRootFields } from './auth-guard.js';
import { usePlainFieldResolvers } from './plain-fields.js';
import { guardRootInput } from './input-guard.js';
import { describeRootTypes } from './root-descriptions.js';
import { DevelopmentResolver } from '../modules/development/development.resolver.js';
import { ClientResolver } from '../modules/clients/client.resolver.js';
import { CompanyStateResolver } from '../modules/companies/company-state.resolver.js';
import { InvoiceResolver } from '../modules/invoices/invoice.resolver.js';
import { PackageResolver } from '../modules/packages/package.resolver.js';
import { MailResolver } from '../modules/mail/mail.resolver.js';
import { ContractResolver } from '../modules/contracts/contract.resolver.js';
import { StaffResolver } from '../modules/staff/staff.resolver.js';
import { DoctorResolver } from '../modules/doctors/doctor.resolver.js';
import { AplicativoResolver } from '../modules/aplicativo/aplicativo.resolver.js';
import { MenuAdminResolver } from '../modules/menu-admin/menu-admin.resolver.js';
import { SmsResolver } from '../modules/sms/sms.resolver.js';
import { BackupResolver } from '../modules/backups/backup.resolver.js';
import { ScriptResolver } from '../modules/scripts/script.resolver.js';
import { HelpResolver } from '../modules/help/help.resolver.js';
import { GuideResolver } from '../modules/help/guide.resolver.js';
import { BannerImageResolver, TutorialStepImageResolver } from '../modules/help/help-files.resolver.js';
import { MailSendResolver } from '../modules/mail-send/mail-send.resolver.js';
import { ReportsResolver } from '../modules/reports/run/reports.resolver.js';
import { ReportAcademicResolver } from '../modules/reports/academic/academic.resolver.js';
import { ReportsAdminResolver } from '../modules/reports/admin/admin.resolver.js';
import { DashboardResolver } from '../modules/reports/dashboard/dashboard.resolver.js';
import { ReportDetailResolver } from '../modules/reports/detail/detail.resolver.js';
import { GeneralSessionResolver } from '../modules/general/session.resolver.js';
import { CategoryResolver } from '../modules/categories/category.resolver.js';
import { ArticleResolver } from '../modules/articles/article.resolver.js';
import { ParcelResolver } from '../modules/parcels/parcel.resolver.js';
import { ApiTokenResolver } from '../modules/api-tokens/api-token.resolver.js';
import { DocumentResolver } from '../modules/invoices/document.resolver.js';
import { SupportResolver } from '../modules/support/support.resolver.js';
import { NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { NotificationPlanResolver } from '../modules/notifications/plan.resolver.js';

export const RESOLVERS = [
  AuthResolver,
  ClientResolver,
  CompanyFieldsResolver,
  CompanyResolver,
  CurrentUserResolver,
  EstablishmentResolver,
  GeneralResolver,
  ReferenteResolver,
  SessionsResolver,
  SystemResolver,
  CompanyCreationResolver,
  CompanyStateResolver,
  InvoiceResolver,
  PackageResolver,
  ContractResolver,
  MailResolver,
  MenuAdminResolver,
  DevelopmentResolver,
  DoctorResolver,
  StaffResolver,
  SmsResolver,
  BackupResolver,
  ScriptResolver,
  AplicativoResolver,
  MailSendResolver,
  CompanyChangesResolver,
  ReportsResolver,
  ReportAcademicResolver,
  ReportsAdminResolver,
  ReportDetailResolver,
  HelpResolver,
  GuideResolver,
  ParcelResolver,
  GeneralSessionResolver,
  CategoryResolver,
  ArticleResolver,
  DashboardResolver,
  ApiTokenResolver,
  DocumentResolver,
  SupportResolver,
  TutorialStepImageResolver,
  BannerImageResolver,
  NotificationResolver,
  NotificationPlanResolver,
] as const;

/** Builds the executable schema; with no pubsub (schema emission) subscriptions still type-check. */
export async function createSchema(pubSub?: PubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql types its resolver list as NonEmptyArray<Function>
    resolvers: RESOLVERS as unknown as [Function, ...Function[]],
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  // Sign-in is checked first (the outer wrapper), then the input parser, then the resolver.
  return describeRootTypes(guardRootFields(guardRootInput(usePlainFieldResolvers(schema))));
}
