import { Arg, Query, Resolver } from 'type-graphql';
import { checkIdentity } from './general.service.js';
import { IdentityCheck } from './general.types.js';

@Resolver()
export class GeneralResolver {
  @Query(() => IdentityCheck, { description: 'Valida una cédula (10 dígitos) o un RUC (13 dígitos) con las reglas del SRI; no pide sesión' })
  validateIdentity(@Arg('number', { description: 'Número de cédula o RUC a validar' }) number: string): IdentityCheck {
    return checkIdentity(number);
  }
}
