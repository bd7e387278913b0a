import { Arg, Query, Resolver } from 'type-graphql';
import { checkIdentity } from './general.service.js';
import { IdentityCheck } from './general.types.js';

@Resolver()
export class GeneralResolver {
  @Query(() => IdentityCheck, { description: 'Valida una cédula (10 dígitos) o un RUC (13 dígitos)' })
  validateIdentity(@Arg('number') number: string): IdentityCheck {
    return checkIdentity(number);
  }
}
