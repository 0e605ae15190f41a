// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type Answering,
  errorOf,
  fill,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { GROUP_SETTINGS } from '../../../lib/testing/fixtures';
import { ApprovalSettingsCard } from './ApprovalSettingsCard';

/**
 * The approval settings' rules (docs/decisions/approvals.md), checked on the component: the
 * threshold read by the domain's money rule, only what changed sent, a change sent for approval
 * and the server's refusal under its field (docs/testing.md, "Component tests and browser tests").
 */

const PENDING = {
  approval_id: 9,
  kind: 'approval_settings',
  status: 'Pending',
  approvals_required: 2,
  approvals: [],
  message: 'Sent for approval: 2 officials must agree.',
};

function renderCard(answer: Answering | object = GROUP_SETTINGS) {
  stubApi({ '/settings': answer });
  renderAt(<ApprovalSettingsCard settings={GROUP_SETTINGS} />, '/settings');
  return {
    required: () => screen.getByLabelText('Approvals required') as HTMLSelectElement,
    threshold: () => screen.getByLabelText('Expenses need approval from (KES)') as HTMLInputElement,
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save approval settings' })),
  };
}

describe('the approval settings card', () => {
  it.each([
    ['abc', 'approval_threshold must be a number'],
    ['-5', 'approval_threshold must not be negative'],
    ['10.555', 'approval_threshold must have at most two decimals'],
  ])('refuses a threshold of %s, sending nothing', async (typed, message) => {
    const card = renderCard();
    fill(card.threshold(), typed);
    card.save();
    expect(await errorOf(card.threshold(), message)).toBe(message);
    expect(sent).toEqual([]);
  });

  it('says nothing changed, and sends only what did', async () => {
    const card = renderCard();
    expect(card.required().value).toBe('2');
    expect(card.threshold().value).toBe('5000');
    card.save();
    await screen.findByText('Nothing to save: no setting was changed.');
    expect(sent).toEqual([]);

    fill(card.threshold(), '7500.50');
    card.save();
    await screen.findByText('Settings saved successfully');
    expect(sent.map((call) => call.body)).toEqual([{ approval_threshold: 7500.5 }]);
  });

  it('shows a change sent for approval, and the settings in force again', async () => {
    const card = renderCard(({ method }: { method: string }) =>
      method === 'PATCH' ? PENDING : GROUP_SETTINGS,
    );
    fill(card.required(), '3');
    card.save();
    await screen.findByText(PENDING.message);
    expect(sent.map((call) => call.body)).toEqual([{ approvals_required: 3 }]);
    await waitFor(() => expect(card.required().value).toBe('2'));
  });

  it("shows the server's refusal under the field it names", async () => {
    const said = 'approvals_required must be at most the 1 other officials';
    const card = renderCard(refusal(422, said, { approvals_required: said }));
    fill(card.required(), '3');
    card.save();
    expect(await errorOf(card.required(), said)).toBe(said);
  });
});
