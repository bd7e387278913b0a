/** An export the user asked for that cannot be made; its message is Spanish and meant to be shown as is. */
export class ExportRefusal extends Error {
  override name = 'ExportRefusal';
}
