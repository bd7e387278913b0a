import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A client of the provider (`tcliente`): the owner or contact of client companies, linked to
 * them by RUC (`tempresa.emp_ruc = clp_cedruc`). Searches read it with SQL (client-sql.ts);
 * the entity serves the writes.
 */
@Entity({ tableName: 'tcliente' })
export class ClientRecord {
  [OptionalProps]?: 'formUpdate' | 'formState' | 'createdAt';

  @PrimaryKey({ fieldName: 'clp_codigo', autoincrement: true })
  id!: number;

  @Property({ fieldName: 'clp_cedruc', length: 13, unique: true })
  idNumber!: string;

  @Property({ fieldName: 'clp_apenom', length: 300 })
  name!: string;

  @Property({ fieldName: 'clp_nomcom', length: 300, nullable: true })
  tradeName?: string | null;

  @Property({ fieldName: 'clp_email', length: 150, nullable: true })
  email?: string | null;

  @Property({ fieldName: 'clp_telefo', length: 60, nullable: true })
  phone?: string | null;

  @Property({ fieldName: 'clp_movil', length: 20, nullable: true })
  mobile?: string | null;

  @Property({ fieldName: 'clp_direcc', length: 300, nullable: true })
  address?: string | null;

  /** 0 HABILITADO (the update form is open to the client), 1 DESHABILITADO. */
  @Property({ fieldName: 'clp_estupd', type: 'smallint', default: 1 })
  formUpdate: number = 1;

  /** 0 PENDIENTE, 1 ENVIADO, 2 ACTUALIZADO. */
  @Property({ fieldName: 'form_state', type: 'smallint', default: 0 })
  formState: number = 0;

  @Property({ fieldName: 'sve_color', length: 20, nullable: true })
  color?: string | null;

  @Property({ fieldName: 'clp_fcreacion', type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
