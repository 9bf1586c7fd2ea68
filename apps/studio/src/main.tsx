// The kit's frame first: it imports React before anything else, so React leads the shared vendor
// chunk (it compresses better that way).
import { startApp } from '@talent/ui/app-kit/app-frame';
import { AppRoutes } from './app/app-routes';
import { loadLocale } from './lib/load-locale';
import { SessionProvider, startSessionCheck } from './lib/session-context';
import { STUDIO_API_SETTINGS } from './lib/studio-api-settings';
import './styles.css';

// The studio lives under /studio (vite.config.ts `base`); its routes are written from its root.
startApp({
  apiSettings: STUDIO_API_SETTINGS,
  loadLocale,
  session: { SessionProvider, startSessionCheck },
  routes: <AppRoutes />,
  basename: '/studio',
});
