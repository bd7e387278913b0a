import type { GraphQLSchema } from 'graphql';

/**
 * Descriptions of the types no resolver class declares: the three root types (type-graphql
 * builds them without one) and the timestamp scalar (whose own description is English).
 */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  Query:
    'Consultas de la API del back-office de Isyplus: empresas cliente, paquetes de comprobantes, facturación, soporte y administración. Todas piden sesión salvo me y validateIdentity.',
  Mutation: 'Cambios de la API del back-office de Isyplus: empresas, paquetes, facturación, soporte y administración. Todos piden sesión salvo login.',
  Subscription: 'Eventos en vivo por WebSocket (graphql-ws, protocolo graphql-transport-ws en /graphql) para el personal con sesión.',
  DateTimeISO: "Instante en UTC en formato ISO 8601 / RFC 3339 con zona, por ejemplo '2026-11-25T14:30:00.000Z'.",
};

export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, description] of Object.entries(DESCRIPTIONS)) {
    const type = schema.getType(name);
    if (type) type.description = description;
  }
  return schema;
}
