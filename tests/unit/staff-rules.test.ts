import { describe, expect, it } from 'vitest';
import { checkPasswordTarget, checkProfileForm, checkUserActivation, checkUserChange } from '../../api/src/modules/staff/staff-rules.js';

const superUser = { id: 1, hierarchy: 2 };
const admin = { id: 2, hierarchy: 1 };
const plain = { id: 3, hierarchy: 0 };

describe('checkUserChange', () => {
  it('lets only a super user create or edit an administrator or give that hierarchy', () => {
    expect(checkUserChange({ actor: superUser, target: null, hierarchy: 1, profileId: 5 })).toBeNull();
    expect(checkUserChange({ actor: admin, target: null, hierarchy: 1, profileId: 5 })).toEqual({
      code: 'FORBIDDEN',
      field: 'hierarchy',
      message: 'Solo un super usuario puede crear o editar un administrador',
    });
    expect(checkUserChange({ actor: admin, target: { id: 9, hierarchy: 1, profileId: 5 }, hierarchy: 0, profileId: 5 })?.message).toBe(
      'Solo un super usuario puede crear o editar un administrador',
    );
    expect(checkUserChange({ actor: plain, target: { id: 9, hierarchy: 0, profileId: 5 }, hierarchy: 0, profileId: 6 })).toBeNull();
  });

  it('refuses raising one’s own hierarchy or changing one’s own profile, and unknown levels', () => {
    expect(checkUserChange({ actor: admin, target: { ...admin, profileId: 5 }, hierarchy: 2, profileId: 5 })?.message).toBe(
      'No puede subir su propia jerarquía',
    );
    expect(checkUserChange({ actor: plain, target: { ...plain, profileId: 5 }, hierarchy: 0, profileId: 6 })).toEqual({
      code: 'FORBIDDEN',
      field: 'profileId',
      message: 'No puede cambiar su propio perfil',
    });
    expect(checkUserChange({ actor: superUser, target: { ...superUser, profileId: 5 }, hierarchy: 1, profileId: 5 })).toBeNull();
    expect(checkUserChange({ actor: superUser, target: null, hierarchy: 3, profileId: 5 })?.code).toBe('BAD_USER_INPUT');
  });
});

describe('checkUserActivation and checkPasswordTarget', () => {
  it('nobody deactivates themselves; an administrator’s state only by a super user', () => {
    expect(checkUserActivation(admin, admin, false)?.message).toBe('No puede desactivarse a sí mismo');
    expect(checkUserActivation(admin, { id: 8, hierarchy: 1 }, false)?.message).toBe('Solo un super usuario puede crear o editar un administrador');
    expect(checkUserActivation(superUser, { id: 8, hierarchy: 1 }, false)).toBeNull();
    expect(checkUserActivation(admin, plain, false)).toBeNull();
  });

  it('own password always; another’s only by an administrator; an administrator’s only by a super user', () => {
    expect(checkPasswordTarget(plain, plain)).toBe('own');
    expect(checkPasswordTarget(plain, admin)).toEqual({
      code: 'FORBIDDEN',
      field: null,
      message: 'Solo un administrador puede cambiar la clave de otro usuario',
    });
    expect(checkPasswordTarget(admin, plain)).toBe('reset');
    expect(checkPasswordTarget(admin, superUser)).toEqual({
      code: 'FORBIDDEN',
      field: null,
      message: 'Solo un super usuario puede crear o editar un administrador',
    });
    expect(checkPasswordTarget(superUser, admin)).toBe('reset');
  });
});

describe('checkProfileForm', () => {
  it('asks for every field, then a menu in the section, then valid levels', () => {
    expect(checkProfileForm({ name: '', sectionId: 1, menus: [{ id: 2 }] })?.message).toBe('Complete todos los campos');
    expect(checkProfileForm({ name: 'A', sectionId: null, menus: [{ id: 2 }] })?.field).toBe('sectionId');
    expect(checkProfileForm({ name: 'A', sectionId: 1, menus: [] })?.message).toBe('Debe al menos crear un menu para la sección escogida');
    expect(checkProfileForm({ name: 'A', sectionId: 1, menus: [{ id: 2, level: 4 }] })?.message).toBe(
      'El nivel de un menú debe ser 1 (lectura), 2 (operación) o 3 (administración)',
    );
    expect(checkProfileForm({ name: 'A', sectionId: 1, menus: [{ id: 2, level: 3 }] })).toBeNull();
  });
});
