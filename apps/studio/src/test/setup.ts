import { setUpAppTests } from '@talent/ui/test/app-test-setup';
import { loadLocale } from '@/lib/load-locale';
import { STUDIO_API_SETTINGS } from '@/lib/studio-api-settings';

setUpAppTests({ apiSettings: STUDIO_API_SETTINGS, loadLocale });
