// React first, as in the studio's entry: it leads the vendor chunk the two entries share.

import { configureApiClient } from '@talent/ui/http/api-client-settings';
import { initI18n } from '@talent/ui/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PresentationPage } from './presentation-page';
import { firstLanguage, loadPresentationTexts, PRESENTATION_API_SETTINGS } from './presentation-texts';
import './presentation.css';

/**
 * The viewer's page at /p/{token} (DESIGN §13), a second entry of the studio's build: a producer with
 * no account opens it on a phone, so it loads none of the studio (router, session, query cache), only
 * React, the texts and this folder (≤ 150 KB gzip, apps/studio/scripts/bundle-size.mjs).
 */
const root = document.getElementById('root');
if (!root) throw new Error('presentation.html has no #root element');

configureApiClient(PRESENTATION_API_SETTINGS);
// The token is the path's one segment after /p/ (the API serves this page at /p/*).
const token = decodeURIComponent(window.location.pathname.replace(/^\/p\//, '').split('/')[0] ?? '');

void initI18n(loadPresentationTexts, firstLanguage()).then(() => {
  createRoot(root).render(
    <StrictMode>
      <PresentationPage token={token} />
    </StrictMode>,
  );
});
