/** Spanish texts of the GraphQL endpoint itself (over HTTP and over the WebSocket). */
export const GRAPHQL_MSG = {
  introspectionNeedsSession: 'Inicie sesión para consultar el esquema de la API',
  socketSubscriptionsOnly: 'Por WebSocket solo se aceptan suscripciones; las consultas y los cambios van por HTTP',
  socketTooManyOperations: (max: number) => `Demasiadas operaciones abiertas en esta conexión (máximo ${max})`,
  /** Close reason (at most 123 bytes) of a session's socket past the limit. */
  socketTooManyPerSession: (max: number) => `Demasiadas conexiones en vivo con esta sesión (máximo ${max}); cierre otra pestaña`,
  variablesTooDeep: (max: number) => `Las variables enviadas superan la profundidad máxima de ${max} niveles`,
  /** Close reason (at most 123 bytes) when the database or Redis is away for a moment: the client reconnects. */
  socketSessionEnded: 'La sesión terminó; inicie sesión de nuevo',
  socketTryAgain: 'Servicio no disponible por un momento; reconectando',
} as const;
