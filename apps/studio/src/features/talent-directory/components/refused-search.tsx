import { EmptyState } from '@talent/ui/components/empty-state';
import type { ApiError } from '@talent/ui/http/api-client';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directoryErrorMessage, directoryText } from '../directory-error';
import { DIRECTORY_FILTERS } from '../directory-query';

/**
 * A link the server refused (400: a value outside a list, an old parameter): which field and why, in
 * the active language, and the way to a plain search. Never a blank page or a crash.
 */
export function RefusedSearch({ error, onReset }: { error: ApiError; onReset: () => void }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    const fields = Object.entries(error.fields ?? {});
    void (async () => {
      const translated = await Promise.all(
        fields.length > 0
          ? fields.map(async ([field, message]) =>
              t('directory.refusedField', {
                field: (DIRECTORY_FILTERS as readonly string[]).includes(field)
                  ? t(`directory.filters.${field as 'q'}`)
                  : field,
                message: await directoryText(t, message),
              }),
            )
          : [directoryErrorMessage(t, error, t('directory.loadFailed'))],
      );
      if (current) setLines(translated);
    })();
    return () => {
      current = false;
    };
  }, [error, t]);

  return (
    <div role="alert" data-testid="directory-refused">
      <EmptyState
        title={t('directory.refused')}
        text={lines.join(' ')}
        action={
          <button type="button" onClick={onReset} className={secondaryButtonClassName}>
            {t('directory.newSearch')}
          </button>
        }
      />
    </div>
  );
}
