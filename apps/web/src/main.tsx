import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, createAppRouter } from './app/router.tsx';
import './app/theme-tokens.css';
import './app/styles.css';
import { registerServiceWorkerAfterLoad } from './lib/offline-register.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Until the first page's code is in, index.html's own "Loading…" shows in #root.
void createAppRouter().then((router) =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);

registerServiceWorkerAfterLoad();
