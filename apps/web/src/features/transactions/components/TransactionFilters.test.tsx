// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TRANSACTION_FILTERS, TransactionFilters, type TransactionFilterValues } from './TransactionFilters';

/**
 * The status picker of /transactions offers `Reversed` beside the overall statuses and sends it as the
 * list's `status` (docs/decisions/reversals.md, "The transaction list's Reversed filter").
 */
const values = (status = ''): TransactionFilterValues => ({
  ...(Object.fromEntries(TRANSACTION_FILTERS.map((key) => [key, ''])) as TransactionFilterValues),
  status,
});

describe('TransactionFilters', () => {
  it('offers every status the server filters on, Reversed last', () => {
    render(<TransactionFilters values={values('Approved')} onChange={() => {}} />);
    const picker = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'All statuses',
      'Pending',
      'Approved',
      'Partially Approved',
      'Partially Rejected',
      'Reversed',
    ]);
  });

  it('filters the list on Reversed, shows it picked, and clears it back to all statuses', () => {
    const onChange = vi.fn();
    const { rerender } = render(<TransactionFilters values={values('Approved')} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Reversed' } });
    expect(onChange).toHaveBeenLastCalledWith({ status: 'Reversed' });

    rerender(<TransactionFilters values={values('Reversed')} onChange={onChange} />);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Reversed');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ status: '' });
  });

  it('has no status picker where the list stands on one status', () => {
    render(<TransactionFilters values={values()} onChange={() => {}} withStatus={false} />);
    expect(screen.queryByLabelText('Status')).toBeNull();
  });
});
