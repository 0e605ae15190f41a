// @vitest-environment happy-dom
import { REASON_MAX, waiveFineBody } from '@links/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, fill } from '../../lib/testing/component';
import { ReasonDialog } from './ReasonDialog';

/**
 * The reason dialog's refusals, checked on the component with a fine waiver's rule (the
 * domain's `waiveFineBody`): the journeys that reject or waive are the browser tests'
 * (docs/testing.md, "Component tests and browser tests").
 */

// Headless UI's dialog does not load under the `source` condition the web project reads the
// domain by (its @react-aria source is TypeScript in node_modules): the test's modal is a plain one.
vi.mock('./Modal', () => ({
  Modal: ({ open, title, children }: { open: boolean; title: string; children: ReactNode }) =>
    open ? (
      <div role="dialog" aria-label={title}>
        {children}
      </div>
    ) : null,
}));

const readWaiver = (reason: string) => {
  const body = waiveFineBody.safeParse({ reason });
  return body.success ? body.data : { error: body.error.issues[0]?.message ?? 'reason is required' };
};

function Dialog({
  open,
  onSubmit,
  failure,
}: {
  open: boolean;
  onSubmit: (reason: string) => void;
  failure?: string;
}) {
  return (
    <ReasonDialog
      open={open}
      title="Waive fine"
      description="This waives the fine."
      pending={false}
      action="Waive"
      pendingAction="Waiving…"
      read={readWaiver}
      onSubmit={onSubmit}
      onClose={() => undefined}
      {...(failure ? { failure } : {})}
    />
  );
}

const reason = () => screen.getByLabelText('Reason') as HTMLTextAreaElement;

describe('the reason dialog', () => {
  it('refuses a blank reason under the field and hands over the reason trimmed', async () => {
    const onSubmit = vi.fn();
    render(<Dialog open onSubmit={onSubmit} />);
    fill(reason(), '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Waive' }));
    expect(await errorOf(reason(), 'reason is required')).toBe('reason is required');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(reason().maxLength).toBe(REASON_MAX);

    fill(reason(), '  Paid in cash at the meeting ');
    fireEvent.click(screen.getByRole('button', { name: 'Waive' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Paid in cash at the meeting'));
  });

  it("shows the call's failure above the reason, and starts empty when it opens again", async () => {
    const { rerender } = render(
      <Dialog open onSubmit={() => undefined} failure="Failed to waive the fine" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to waive the fine');
    fill(reason(), 'Forgiven');
    rerender(<Dialog open={false} onSubmit={() => undefined} />);
    rerender(<Dialog open onSubmit={() => undefined} />);
    await waitFor(() => expect(reason().value).toBe(''));
  });
});
