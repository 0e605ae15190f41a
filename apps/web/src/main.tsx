import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

// The code of the screen at this address is already on its way: early.ts, index.html's first
// entry script, asked for it.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// docs/decisions/offline.md, "The service worker": registered once the page has loaded, from a
// chunk of its own. A page over plain HTTP (the LAN at a meeting) has no service workers.
if ('serviceWorker' in navigator) {
  const start = () => {
    import('./pwa/register').then(({ startServiceWorker }) => startServiceWorker()).catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
