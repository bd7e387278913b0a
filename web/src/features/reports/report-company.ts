/** The company whose reports the user is looking at; detail windows opened from report rows read it. */
const KEY = 'informes.empresa';

export function rememberReportCompany(id: number | null): void {
  try {
    if (id) localStorage.setItem(KEY, String(id));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: detail windows ask for nothing else and show 'Debe seleccionar una empresa'.
  }
}

export function reportCompany(): number | null {
  try {
    const n = Number(localStorage.getItem(KEY));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}
