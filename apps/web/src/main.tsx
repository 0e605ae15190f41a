import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startLoading } from './app/start';
import './styles.css';

// Fetch the code of the screen at this address while React starts, not after it renders.
startLoading(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
