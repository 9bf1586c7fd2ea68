import { setUpAppTests } from '@talent/ui/test/app-test-setup';
import { loadLocale } from '@/lib/load-locale';
import { PORTAL_API_SETTINGS } from '@/lib/portal-api-settings';

setUpAppTests({ apiSettings: PORTAL_API_SETTINGS, loadLocale });
