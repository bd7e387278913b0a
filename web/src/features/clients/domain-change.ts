import { deployMode } from '../../app/config';

/** Spec 000 §2: /cambio/dominio/{code}?submit, prefixed /soporte in deployment mode 2. */
export function domainChangePath(code: number, mode: 1 | 2 = deployMode()): string {
  return `${mode === 2 ? '/soporte' : ''}/cambio/dominio/${code}?submit`;
}

/** The browser side of the change: a full reload (the server switches the domain on that request). Tests spy on it. */
export const browserNavigation = {
  reload(path: string): void {
    window.location.assign(path);
  },
};
