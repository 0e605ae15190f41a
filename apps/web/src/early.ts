import { startLoading } from './app/start';

// The first of index.html's two entry scripts, and a small one: it starts fetching the code of the
// screen at this address (see startLoading) before React and the router (main.tsx) have arrived.
startLoading(window.location.pathname);
