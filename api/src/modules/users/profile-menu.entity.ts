import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A menu a profile grants, with the level it grants (1 read, 2 operate, 3 administer). */
@Entity({ tableName: 'tperfil_menu' })
export class ProfileMenu {
  @PrimaryKey({ fieldName: 'usr_codigo' })
  profileId!: number;

  /** Section (tseccion) the grant belongs to; the screens reached are the union over sections. */
  @PrimaryKey({ fieldName: 'sec_codigo' })
  sectionId: number = 1;

  @PrimaryKey({ fieldName: 'mb_codigo' })
  menuId!: number;

  @Property({ fieldName: 'pme_nivel', default: 2 })
  level: number = 2;
}
