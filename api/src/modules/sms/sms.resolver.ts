import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { saveSmsContract } from './sms-contract.service.js';
import { findSmsContract, listSentSms, listSmsContracts } from './sms-list.service.js';
import { sendSms } from './sms-send.service.js';
import {
  SentSmsFilter,
  SentSmsOrder,
  SentSmsPage,
  SmsContract,
  SmsContractInput,
  SmsContractOrder,
  SmsContractPage,
  SmsSendInput,
  SmsSendResult,
} from './sms.types.js';

@Resolver()
export class SmsResolver {
  @Query(() => SmsContractPage, {
    description: "Empresas con paquete SMS vigente ('Paquetes Contratados'), con SMS utilizados, fallidos y disponibles; exige ver sobre 'sms'",
  })
  smsContracts(
    @Arg('search', () => String, { nullable: true, description: 'Texto a buscar en la razón social, el código de acceso o el RUC, hasta 100 caracteres' })
    search: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Paquetes por página: 50 por omisión, hasta 500' }) pageSize: number | null,
    @Arg('orderBy', () => SmsContractOrder, { nullable: true, description: 'Orden de la lista; por omisión por razón social' })
    orderBy: SmsContractOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<SmsContractPage> {
    const paging = checkPage(page, pageSize);
    return listSmsContracts(ctx, search, paging.page, paging.pageSize, orderBy);
  }

  @Query(() => SmsContract, { nullable: true, description: 'El paquete SMS vigente de una empresa; null si no tiene' })
  smsContract(
    @Arg('companyId', () => Int, { description: 'Código interno de la empresa (emp_codigo)' }) companyId: number,
    @Ctx() ctx: AppContext,
  ): Promise<SmsContract | null> {
    return findSmsContract(ctx, companyId);
  }

  @Query(() => SentSmsPage, { description: "SMS enviados o fallidos en un rango de fechas ('Resumen SMS'); exige ver sobre 'sms'" })
  sentSms(
    @Arg('filter', () => SentSmsFilter, { nullable: true, description: 'Rango de fechas, tabla y empresa; sin él, los enviados de hoy' })
    filter: SentSmsFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'SMS por página: 50 por omisión, hasta 500' }) pageSize: number | null,
    @Arg('orderBy', () => SentSmsOrder, { nullable: true, description: 'Orden de la lista; por omisión por momento de registro' }) orderBy: SentSmsOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<SentSmsPage> {
    const paging = checkPage(page, pageSize);
    return listSentSms(ctx, filter, paging.page, paging.pageSize, orderBy);
  }

  @Mutation(() => SmsSendResult, {
    description:
      "Envía un SMS a cada destinatario con el paquete de la empresa: uno por destinatario, por la cola de trabajos. Exige crear sobre 'sms'. Se niega con 'No tiene un paquete de SMS contratado.' o 'Usted solo tiene disponibles N sms' sin enviar nada",
  })
  sendSms(
    @Arg('input', () => SmsSendInput, { description: 'Empresa, mensaje y destinatarios' }) input: SmsSendInput,
    @Ctx() ctx: AppContext,
  ): Promise<SmsSendResult> {
    return sendSms(ctx, input);
  }

  @Mutation(() => SmsContract, {
    description: "Deja vigente un nuevo paquete SMS para una empresa (reemplaza al anterior); exige editar ≥ 3 sobre 'sms'; queda en la auditoría",
  })
  saveSmsContract(
    @Arg('input', () => SmsContractInput, { description: 'Empresa, SMS contratados y tipo de contrato' }) input: SmsContractInput,
    @Ctx() ctx: AppContext,
  ): Promise<SmsContract> {
    return saveSmsContract(ctx, input);
  }
}
