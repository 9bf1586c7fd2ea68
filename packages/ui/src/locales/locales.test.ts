import { describe } from 'vitest';
import { KIT_LOCALE_FILES } from '../test/kit-locale-files';
import { itChecksLocales, localesOf } from '../test/locale-checks';

describe("the app kit's shared translations", () => {
  itChecksLocales(localesOf(KIT_LOCALE_FILES));
});
