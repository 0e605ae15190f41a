import './lib/schema-config';
import { startLoading } from './app/start';

// The first of index.html's two entry scripts, and a small one: it starts fetching the code of the
// screen at this address (see startLoading) before React and the router (main.tsx) have arrived.
const { pathname } = window.location;
startLoading(pathname);

// The signed-in screens format numbers for a locale (the domain's money rules do as they load),
// and the first such call loads the browser's locale data: about 30 ms of main thread, which
// otherwise lands in the task that runs the screen's code after the first paint. Paid here instead,
// while the page waits for that code to arrive.
if (pathname !== '/login' && pathname !== '/setup') {
  setTimeout(() => (0).toLocaleString('en-US'), 0);
}
