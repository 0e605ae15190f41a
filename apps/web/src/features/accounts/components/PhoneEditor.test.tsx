// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { PhoneEditor } from './PhoneEditor';

/**
 * The profile card's phone: the domain's phone rule and the server's refusals, checked on the
 * component. The journey (the member number, a phone taken, a phone changed) is
 * mpesa-settings.e2e.ts's (docs/testing.md, "Component tests and browser tests").
 */

const PHONE_MESSAGE = 'phone must be a Kenyan mobile number such as 0712 345 678 or +254 712 345 678';
const PROFILE = {
  users_id: 4,
  firstname: 'Baraka',
  lastname: 'Mwangi',
  member_number: 'M002',
  phone: '254733444555',
  role: 'member',
  office: 'member',
  message: 'Profile updated',
};

function renderEditor(answer: object = PROFILE) {
  stubApi({ '/users/4': answer });
  renderAt(
    <dl>
      <PhoneEditor userId={4} phone="254711222333" />
    </dl>,
    '/accounts',
  );
  expect(screen.getByTestId('profile-phone').textContent).toBe('+254 711 222 333');
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
  return {
    field: () => screen.getByLabelText('Phone') as HTMLInputElement,
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save phone' })),
  };
}

describe('the phone on the profile card', () => {
  it('starts from the phone as a member types it and refuses one that is not Kenyan, sending nothing', async () => {
    const editor = renderEditor();
    expect(editor.field().value).toBe('0711222333');
    fill(editor.field(), '12');
    editor.save();
    expect(await errorOf(editor.field(), PHONE_MESSAGE)).toBe(PHONE_MESSAGE);
    expect(sent).toEqual([]);
  });

  it('sends the phone in its wire form, and null for a blank one', async () => {
    const editor = renderEditor();
    fill(editor.field(), '+254 733 444 555');
    editor.save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ phone: '254733444555' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Change phone' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fill(screen.getByLabelText('Phone'), '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ phone: null });
  });

  it("shows the server's refusal of a taken phone above the field", async () => {
    const editor = renderEditor(refusal(409, 'A member with this phone number already exists.'));
    fill(editor.field(), '0722 000 444');
    editor.save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A member with this phone number already exists.',
    );
  });

  it("shows the server's refusal under the field when it names it", async () => {
    const editor = renderEditor(refusal(422, PHONE_MESSAGE, { phone: PHONE_MESSAGE }));
    fill(editor.field(), '0722 000 444');
    editor.save();
    expect(await errorOf(editor.field(), PHONE_MESSAGE)).toBe(PHONE_MESSAGE);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
