import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config as configureZod } from 'zod';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, loadFirstPage } from './app/router.tsx';
import './app/theme-tokens.css';
import './app/styles.css';
import { registerServiceWorkerAfterLoad } from './lib/offline-register.ts';

// zod builds faster parsers with `new Function` where a page allows it. Ours does not ('unsafe-eval'
// is not in the Content-Security-Policy), and zod's probe for it was a CSP violation on every page.
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Until the first page's code is in, index.html's own "Loading…" shows in #root.
void loadFirstPage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  ),
);

registerServiceWorkerAfterLoad();
