import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { createCompanyFromForm } from './creation.service.js';
import {
  CompanyCreationFormData,
  CompanyCreationInput,
  CompanyCreationResult,
  CompanyImport,
  CompanySpreadsheetInput,
  DownloadFile,
  ProductVersion,
} from './creation.types.js';
import { creationFormData, listVersions } from './reference.service.js';
import { readImport, retryImport, submitSpreadsheet } from './spreadsheet.service.js';
import { templateDownload } from './template-workbook.js';

@Resolver()
export class CompanyCreationResolver {
  @Query(() => [ProductVersion], { description: 'Versiones del producto para crear empresas (lista_versiones)' })
  productVersions(@Ctx() ctx: AppContext): Promise<ProductVersion[]> {
    return listVersions(ctx);
  }

  @Query(() => CompanyCreationFormData, { description: 'Datos del formulario de nueva empresa (form_crea_empresa)' })
  companyCreationForm(@Ctx() ctx: AppContext): Promise<CompanyCreationFormData> {
    return creationFormData(ctx);
  }

  @Mutation(() => CompanyCreationResult, { description: 'Crea una empresa desde el formulario, todo o nada (crea_empresa)' })
  createCompany(
    @Arg('input', () => CompanyCreationInput, { description: 'Datos de la empresa nueva' }) input: CompanyCreationInput,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyCreationResult> {
    return createCompanyFromForm(ctx, input);
  }

  @Mutation(() => CompanyImport, {
    description:
      'Valida una hoja .xlsx (base64) fila por fila y crea sus empresas válidas en segundo plano (crea_empresa_excel); el mismo archivo no duplica empresas',
  })
  createCompaniesFromSpreadsheet(
    @Arg('input', () => CompanySpreadsheetInput, { description: 'Versión y archivo de la carga' }) input: CompanySpreadsheetInput,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyImport> {
    return submitSpreadsheet(ctx, { versionId: input.versionId, fileName: input.fileName, contentBase64: input.contentBase64 });
  }

  @Mutation(() => CompanyImport, {
    description:
      'Reintentar: encola un intento nuevo de una carga fallida, detenida o no encolada, para sus filas pendientes y fallidas; las creadas no se repiten (reintenta_excel)',
  })
  retryCompanyImport(
    @Arg('hash', { description: 'Identificador de la carga (CompanyImport.hash)' }) hash: string,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyImport> {
    return retryImport(ctx, hash);
  }

  @Query(() => CompanyImport, { nullable: true, description: 'Una carga de empresas con el resultado de cada fila; null si no existe' })
  async companyImport(
    @Arg('hash', { description: 'Identificador de la carga (CompanyImport.hash)' }) hash: string,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyImport | null> {
    try {
      return await readImport(ctx, hash);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Query(() => DownloadFile, { description: 'Plantilla .xlsx para la carga de empresas (base64)' })
  companyCreationTemplate(@Ctx() ctx: AppContext): Promise<DownloadFile> {
    return templateDownload(ctx);
  }
}
