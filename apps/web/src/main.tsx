// The kit's frame first: it imports React before anything else, so React leads the shared vendor
// chunk (it compresses better that way).
import { startApp } from '@talent/ui/app-kit/app-frame';
import { AppRoutes } from './app/app-routes';
import { loadLocale } from './lib/load-locale';
import { PORTAL_API_SETTINGS } from './lib/portal-api-settings';
import { SessionProvider, startSessionCheck } from './lib/session-context';
import './styles.css';

startApp({
  apiSettings: PORTAL_API_SETTINGS,
  loadLocale,
  session: { SessionProvider, startSessionCheck },
  routes: <AppRoutes />,
});
