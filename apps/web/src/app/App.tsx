import { type ComponentType, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Loading } from '../components/ui/Loading';
import { loadCode } from '../lib/lost-code';
import { retryableLazy } from '../lib/retryable-lazy';
import { UpdateBanner } from '../pwa/UpdateBanner';
import { LostCodeBoundary } from './LostCodeBoundary';

import {
  forgotPassword,
  invitation,
  layout,
  loadProviders,
  login,
  resetConfirm,
  type Screen,
  setup,
  signedInScreens,
  signup,
} from './screens';

/**
 * The first load carries React, the router and this table only. Each screen, the signed-in layout
 * and the shared providers are chunks of their own (`start.ts`, run from `early.ts` before this
 * code has arrived, starts fetching the ones the address needs). A navigation is a transition: the
 * page on screen stays until the next screen's code has arrived, so the page transition starts
 * from a complete page. Code that does not arrive (an upgrade removed it, the network dropped it)
 * reloads the page once, then shows a Reload (`lost-code.ts`); offline, the screen says so and
 * loads when the connection is back (`retryable-lazy.tsx`).
 */
const component = (screen: Screen): ComponentType => retryableLazy(() => loadCode(screen.load));

const Providers = retryableLazy(() => loadCode(loadProviders).then((m) => m.Providers));
const NotFound = retryableLazy(() => loadCode(() => import('./NotFoundPage')).then((m) => m.NotFoundPage));

const Login = component(login);
const Setup = component(setup);
const Layout = component(layout);
const Invitation = component(invitation);
const ForgotPassword = component(forgotPassword);
const Signup = component(signup);
const ResetConfirm = component(resetConfirm);
const screens = Object.entries(signedInScreens).map(([path, screen]) => ({
  path,
  Component: component(screen),
}));

/** Shown while the first screen's code arrives. */
export function StartingUp() {
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <Loading>Loading...</Loading>
    </main>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <LostCodeBoundary>
        <Suspense fallback={<StartingUp />}>
          <Providers>
            <Routes>
              <Route path="/login" element={<Login />} />
              <Route path="/setup" element={<Setup />} />
              <Route path="/signup" element={<Signup />} />
              <Route path="/invitations" element={<Invitation />} />
              <Route path="/invitations/:code" element={<Invitation />} />
              <Route path="/reset-password" element={<ForgotPassword />} />
              <Route path="/reset-password/confirm" element={<ResetConfirm />} />
              <Route element={<Layout />}>
                {screens.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
                <Route path="*" element={<NotFound />} />
              </Route>
            </Routes>
          </Providers>
        </Suspense>
      </LostCodeBoundary>
      <UpdateBanner />
    </BrowserRouter>
  );
}
