import { localeOfPath } from '@vezel/domain/routes/route-table';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { localeFromCookies, preferredLocaleTarget } from './app/locale-preference';
import { LastResortBoundary } from './features/errors/LastResortBoundary';

// Before the router starts, so that it opens the page in the chosen language straight away.
const { pathname, search, hash } = window.location;
const preferred = preferredLocaleTarget(pathname, search, localeFromCookies(document.cookie));
if (preferred) window.history.replaceState(null, '', preferred + hash);

await initI18n(localeOfPath(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <LastResortBoundary>
      <App />
    </LastResortBoundary>
  </StrictMode>,
);
