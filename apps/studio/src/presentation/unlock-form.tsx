import { VIEWER_NAME_MAX } from '@talent/contract/presentation-limits';
import { Button } from '@talent/ui/components/button';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { ApiError } from '@talent/ui/http/api-client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unlockPresentation } from './presentation-api';

interface Problems {
  name?: string;
  password?: string;
  form?: string;
}

/** The viewer's name, and the password when the link has one: POST /api/p/{token}/unlock. */
export function UnlockForm({
  token,
  passwordRequired,
  onUnlocked,
  onRefused,
}: {
  token: string;
  passwordRequired: boolean;
  onUnlocked: (viewerToken: string) => void;
  /** A refusal that leaves this form (the link gone or unknown); true when it was one. */
  onRefused: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const viewerName = name.trim();
    const found: Problems = {};
    if (!viewerName) found.name = t('presentation.unlock.nameRequired');
    else if (viewerName.length > VIEWER_NAME_MAX)
      found.name = t('presentation.unlock.nameTooLong', { max: VIEWER_NAME_MAX });
    if (passwordRequired && !password) found.password = t('presentation.unlock.passwordRequired');
    setProblems(found);
    if (found.name || found.password) return;

    setBusy(true);
    try {
      const unlocked = await unlockPresentation(token, {
        viewerName,
        ...(passwordRequired ? { password } : {}),
      });
      onUnlocked(unlocked.viewerToken);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'PASSWORD_WRONG')
        setProblems({ password: t('presentation.unlock.passwordWrong') });
      else if (error instanceof ApiError && error.status === 429)
        setProblems({ form: t('presentation.unlock.tooManyTries') });
      else if (error instanceof ApiError && error.fields?.viewerName)
        setProblems({ name: t('presentation.unlock.nameRequired') });
      else if (!onRefused(error)) setProblems({ form: t('presentation.unlock.failed') });
    }
  }

  return (
    <section className="mx-auto max-w-sm py-8">
      <h1 className="text-xl font-semibold text-gray-900">{t('presentation.unlock.title')}</h1>
      <p className="mt-2 text-sm text-gray-700">
        {passwordRequired ? `${t('presentation.unlock.passwordIntro')} ` : ''}
        {t('presentation.unlock.nameIntro')}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
        <FormField label={t('presentation.unlock.name')} error={problems.name}>
          {(control) => (
            <input
              {...control}
              name="viewerName"
              autoComplete="name"
              maxLength={VIEWER_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={controlClassName}
            />
          )}
        </FormField>
        {passwordRequired && (
          <FormField label={t('presentation.unlock.password')} error={problems.password}>
            {(control) => (
              <input
                {...control}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={controlClassName}
              />
            )}
          </FormField>
        )}
        {problems.form && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problems.form}
          </p>
        )}
        <Button type="submit" loading={busy} className="w-full">
          {t('presentation.unlock.submit')}
        </Button>
      </form>
    </section>
  );
}
