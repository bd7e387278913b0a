import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AuthResolver, CurrentUserResolver } from '../modules/auth/auth.resolver.js';
import { SessionsResolver } from '../modules/auth/sessions.resolver.js';
import { CompanyFieldsResolver, CompanyResolver } from '../modules/companies/company.resolver.js';
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
import { MenuAdminResolver } from '../modules/menu-admin/menu-admin.resolver.js';
import { HelpResolver } from '../modules/help/help.resolver.js';
import { GuideResolver } from '../modules/help/guide.resolver.js';
import { MailSendResolver } from '../modules/mail-send/mail-send.resolver.js';

export const RESOLVERS = [AuthResolver, ClientResolver, CompanyFieldsResolver, CompanyResolver, CurrentUserResolver, EstablishmentResolver, GeneralResolver, ReferenteResolver, SessionsResolver, SystemResolver, CompanyCreationResolver, CompanyStateResolver, InvoiceResolver, PackageResolver, ContractResolver, MailResolver, MenuAdminResolver, DevelopmentResolver, DoctorResolver, StaffResolver, MailSendResolver, HelpResolver, GuideResolver] as const;

/** Builds the executable schema; with no pubsub (schema emission) subscriptions still type-check. */
export async function createSchema(pubSub?: PubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS as unknown as [Function, ...Function[]],
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  // Sign-in is checked first (the outer wrapper), then the input parser, then the resolver.
  return describeRootTypes(guardRootFields(guardRootInput(usePlainFieldResolvers(schema))));
}
