/** Spanish texts of the API tokens (staff screen and the invoice API's authentication). */
export const TOKEN_MSG = {
  companyRequired: 'Seleccione la empresa del token (emp_codigo)',
  companyMissing: (id: number) => `No existe la empresa ${id}`,
  nameRequired: 'Ingrese un nombre para reconocer el token (tok_nombre), hasta 100 caracteres',
  created: (name: string) => `Se creó el token ${name}. Cópielo ahora: no se volverá a mostrar`,
  notFound: (id: number) => `No existe el token ${id}`,
  alreadyRevoked: 'El token ya estaba revocado',
  revoked: (name: string) => `Se revocó el token ${name}: ya no se acepta en la API`,
  missing: 'Falta el token de API: envíelo en la cabecera Authorization: Bearer <token>',
  invalid: 'El token de API no es válido',
  revokedUse: 'El token de API fue revocado',
  otherCompany: (id: number) => `El token de API no pertenece a la empresa ${id}`,
} as const;
