import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportInput } from '../../../web/src/generated/graphql';
import { ReportColumnsEditor } from '../../../web/src/features/reports/ReportColumnsEditor';
import type { ColumnDraft } from '../../../web/src/features/reports/report-columns';
import { ReportSpecForm } from '../../../web/src/features/reports/ReportSpecForm';

const DRAFT: ColumnDraft = { column: 'total', label: 'Total', width: 2, grouping: 'NONE', decimals: 2, total: 'NONE', color: '', groupColumn: '' };

describe('reports administrator forms', () => {
  it('the columns editor offers the spec groupings and totals and changes only the chosen one', async () => {
    const onChange = vi.fn();
    render(
      <ReportColumnsEditor
        value={[DRAFT]}
        functionColumns={[{ name: 'total', kind: 'DECIMAL' }]}
        onChange={onChange}
        onSave={() => undefined}
        saving={false}
      />,
    );
    const grouping = screen.getByRole('combobox', { name: 'Agrupación de total' }) as HTMLSelectElement;
    const total = screen.getByRole('combobox', { name: 'Total de total' }) as HTMLSelectElement;
    expect([...grouping.options].map((o) => [o.value, o.text])).toEqual([
      ['NONE', 'Sin agrupar'],
      ['GROUPED', 'Agrupa (T)'],
      ['AGGREGATE', 'Agregada (A)'],
    ]);
    expect([...total.options].map((o) => [o.value, o.text])).toEqual([
      ['NONE', 'Ninguno'],
      ['SUM', 'Suma (T)'],
      ['LAST', 'Último (CU)'],
      ['COUNT', 'Conteo (CONT)'],
    ]);
    const user = userEvent.setup();
    await user.selectOptions(grouping, 'GROUPED');
    expect(onChange).toHaveBeenLastCalledWith([{ ...DRAFT, grouping: 'GROUPED' }]);
    await user.selectOptions(total, 'SUM');
    expect(onChange).toHaveBeenLastCalledWith([{ ...DRAFT, total: 'SUM' }]);
  });

  it('the specification form picks the module, and the blank choice clears it', async () => {
    const onChange = vi.fn();
    const value = { code: 5, name: 'Ventas', functionName: 'f_ventas', module: 'SALES' } as unknown as ReportInput;
    render(<ReportSpecForm value={value} functions={['f_ventas']} onChange={onChange} onSave={() => undefined} saving={false} />);
    const module = screen.getByLabelText('Módulo') as HTMLSelectElement;
    expect(module.value).toBe('SALES');
    expect(module.options[0]!.text).toBe('Seleccione…');
    const user = userEvent.setup();
    await user.selectOptions(module, 'ACCOUNTING');
    expect(onChange).toHaveBeenLastCalledWith({ ...value, module: 'ACCOUNTING' });
    await user.selectOptions(module, '');
    expect(onChange).toHaveBeenLastCalledWith({ ...value, module: null });
  });
});
