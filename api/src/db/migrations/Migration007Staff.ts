import { Migration } from '@mikro-orm/migrations';

/**
 * Staff profiles and users (spec 002): sections (`tseccion`) a profile grants menus in, the
 * section of each user, and per-area business lines of a user (`tusuario_linea`). Existing
 * grants move to section 1; a profile's reachable screens are its menus in every section.
 */
export class Migration007Staff extends Migration {
  override name = 'Migration007Staff';

  override up(): void {
    this.addSql(`create table tseccion (
      sec_codigo int primary key,
      sec_nombre varchar(100) not null,
      sec_activo char(1) not null default 'T' check (sec_activo in ('T','F')))`);
    this.addSql(`insert into tseccion values (1, 'Administración', 'T'), (2, 'Soporte', 'T'), (3, 'Ventas', 'T')`);
    this.addSql('alter table tperfil_menu add column sec_codigo int not null default 1 references tseccion (sec_codigo)');
    this.addSql('alter table tperfil_menu drop constraint tperfil_menu_pkey');
    this.addSql('alter table tperfil_menu add primary key (usr_codigo, sec_codigo, mb_codigo)');
    this.addSql('alter table tusuarios add column sec_codigo int null references tseccion (sec_codigo)');
    this.addSql(`create table tarea_trabajo (
      eat_codigo int primary key,
      eat_nombre varchar(100) not null)`);
    this.addSql(`insert into tarea_trabajo values (1, 'Soporte'), (2, 'Ventas'), (3, 'Implementación')`);
    this.addSql(`create table tusuario_linea (
      usr_codigo int not null references tusuarios (usr_codigo) on delete cascade,
      eat_codigo int not null references tarea_trabajo (eat_codigo),
      tac_codigo int not null references ttipoactividad (tac_codigo),
      primary key (usr_codigo, eat_codigo, tac_codigo))`);
  }
}
