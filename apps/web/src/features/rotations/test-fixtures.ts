import { type Office, roleOfOffice } from '@links/domain';
import { createElement as h } from 'react';
import { Route, Routes } from 'react-router';
import { renderAt } from '../../lib/testing/component';
import { RotationPage } from './pages/RotationPage';

/** Signs in as the server's cookie would: a person of `office`, user `users_id`. */
export const signInAs = (office: Office, users_id: number) => {
  const user = { users_id, role: roleOfOffice(office), office, firstname: 'x', lastname: 'y' };
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
};

/** Merry-go-round 7's schedule, at its own address. */
export const renderRotation7 = () =>
  renderAt(h(Routes, null, h(Route, { path: '/rotations/:id', element: h(RotationPage) })), '/rotations/7');
