// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, renderAt, stubApi } from '../../../lib/testing/component';
import { SuspendedNotice } from './SuspendedNotice';

const SUSPENDED_NOTICE =
  "This group is suspended. You can still read and download your statements and the group's export; nothing can be changed.";

// docs/decisions/groups.md, "Suspended groups": every screen says so while the current group is.
const group = (status: string, current: boolean) => ({
  group_id: current ? 1 : 2,
  name: current ? 'Umoja' : 'Bidii',
  office: 'member',
  member_no: 'M001',
  status,
  current,
});

describe('the suspended notice', () => {
  it('says the current group is suspended', async () => {
    stubApi({ '/me/groups': { host: false, groups: [group('suspended', true), group('active', false)] } });
    renderAt(<SuspendedNotice />, '/member');
    expect((await screen.findByRole('status')).textContent).toBe(SUSPENDED_NOTICE);
  });

  it('says nothing while the current group goes on, another being suspended', async () => {
    stubApi({ '/me/groups': { host: false, groups: [group('active', true), group('suspended', false)] } });
    renderAt(<SuspendedNotice />, '/member');
    await waitFor(() => expect(calls).toEqual(['/api/links/me/groups']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
