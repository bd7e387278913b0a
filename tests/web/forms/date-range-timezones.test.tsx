import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from '../../../web/src/widgets/forms/DateRangePicker';
import type { DateRangeValue } from '../../../web/src/widgets/forms/date-range';

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

// Ecuador (UTC-5), Greenwich, and the zone furthest east (UTC+14), where UTC is still the day before.
describe.each(['America/Guayaquil', 'UTC', 'Pacific/Kiritimati'])('date-range picker in %s', (zone) => {
  it('emits the typed and the preset days unchanged, as DD/MM/YYYY and as YYYY-MM-DD', async () => {
    process.env.TZ = zone;
    const onChange = vi.fn<(value: DateRangeValue) => void>();
    render(<DateRangePicker id="rango" now={new Date(2026, 0, 1, 0, 30)} onChange={onChange} />);
    const user = userEvent.setup();
    const desde = screen.getByLabelText('Desde');
    await user.clear(desde);
    await user.type(desde, '31/12/2025{Enter}');
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(onChange.mock.calls.map(([v]) => [v.desde, v.hasta, v.fromIso, v.toIso])).toEqual([
      ['31/12/2025', '01/01/2026', '2025-12-31', '2026-01-01'],
      ['01/12/2025', '31/12/2025', '2025-12-01', '2025-12-31'],
    ]);
  });
});
