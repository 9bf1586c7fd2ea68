import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLocale } from './lib/load-locale';
import { PORTAL_API_SETTINGS } from './lib/portal-api-settings';
import { startSessionCheck } from './lib/session-check';
import './styles.css';
// After React, so that React leads the shared vendor chunk (it compresses better that way).
import { configureApiClient } from '@talent/ui/http/api-client-settings';
import { initI18n } from '@talent/ui/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before anything reads a token: the studio on this origin keeps its session under other names.
configureApiClient(PORTAL_API_SETTINGS);
// The session check runs while the texts load; rendering waits for the texts so the first paint is
// already in the visitor's language, with no flash of keys.
const sessionCheck = startSessionCheck();
void initI18n(loadLocale).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App sessionCheck={sessionCheck} />
    </StrictMode>,
  );
});
