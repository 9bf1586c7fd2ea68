import type { PublicPresentation } from '@talent/contract/presentations';
import { Button } from '@talent/ui/components/button';
import { LanguageSwitch } from '@talent/ui/components/language-switch';
import { ApiError } from '@talent/ui/http/api-client';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPresentation, viewerTokens } from './presentation-api';
import { PresentationView } from './presentation-view';
import { UnlockForm } from './unlock-form';

type Screen =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'gone' }
  | { kind: 'failed' }
  | { kind: 'unlock'; password: boolean }
  | { kind: 'ready'; presentation: PublicPresentation; viewerToken: string };

/**
 * Where an API refusal leaves the viewer: an unknown link, a link expired or revoked, or the name (and
 * password) form; null for what the screen at hand shows itself.
 */
export function screenOfRefusal(error: unknown): Screen | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 410) return { kind: 'gone' };
  if (error.code === 'PASSWORD_REQUIRED') return { kind: 'unlock', password: true };
  if (error.code === 'NAME_REQUIRED') return { kind: 'unlock', password: false };
  return null;
}

/** The page at /p/{token}: the link's state, the name (and password) form, then the talents. */
export function PresentationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [screen, setScreen] = useState<Screen>(token ? { kind: 'loading' } : { kind: 'notFound' });

  const load = useCallback(async () => {
    if (!token) return;
    const viewerToken = viewerTokens.get(token);
    try {
      const presentation = await getPresentation(token, viewerToken);
      // Without a viewer token the server asks for a name; should it ever not, the page still does.
      setScreen(
        viewerToken ? { kind: 'ready', presentation, viewerToken } : { kind: 'unlock', password: false },
      );
    } catch (error) {
      const next = screenOfRefusal(error);
      // A token the server no longer knows (NAME_REQUIRED): asked again without it, the link says
      // whether it also wants the password.
      if (viewerToken && next?.kind === 'unlock') {
        viewerTokens.forget(token);
        return load();
      }
      setScreen(next ?? { kind: 'failed' });
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  /** A later call refused: the link is gone, or the viewer token was lost (the name form again). */
  const onRefused = useCallback(
    (error: unknown) => {
      const next = screenOfRefusal(error);
      if (!next) return false;
      if (next.kind === 'unlock') {
        viewerTokens.forget(token);
        setScreen({ kind: 'loading' });
        void load();
      } else setScreen(next);
      return true;
    },
    [token, load],
  );

  const title =
    screen.kind === 'ready'
      ? screen.presentation.title
      : screen.kind === 'notFound'
        ? t('presentation.notFound.title')
        : screen.kind === 'gone'
          ? t('presentation.gone.title')
          : t('presentation.unlock.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="mx-auto flex min-h-svh max-w-3xl flex-col px-4 pb-10">
      <header className="flex items-center justify-end gap-3 py-3">
        <LanguageSwitch label={t('presentation.languageLabel')} />
      </header>
      <main className="flex-1">{content()}</main>
    </div>
  );

  function content(): ReactNode {
    switch (screen.kind) {
      case 'loading':
        return (
          <p role="status" className="py-16 text-center text-gray-700">
            {t('presentation.loading')}
          </p>
        );
      case 'notFound':
        return <Notice title={t('presentation.notFound.title')} body={t('presentation.notFound.body')} />;
      case 'gone':
        return <Notice title={t('presentation.gone.title')} body={t('presentation.gone.body')} />;
      case 'failed':
        return (
          <div role="alert" className="py-16 text-center">
            <p className="text-gray-800">{t('presentation.loadFailed')}</p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setScreen({ kind: 'loading' });
                void load();
              }}
            >
              {t('presentation.retry')}
            </Button>
          </div>
        );
      case 'unlock':
        return (
          <UnlockForm
            token={token}
            passwordRequired={screen.password}
            onUnlocked={(viewerToken) => {
              viewerTokens.set(token, viewerToken);
              setScreen({ kind: 'loading' });
              void load();
            }}
            onRefused={onRefused}
          />
        );
      case 'ready':
        return (
          <PresentationView
            token={token}
            viewerToken={screen.viewerToken}
            presentation={screen.presentation}
            onRefused={onRefused}
          />
        );
    }
  }
}

function Notice({ title, body }: { title: string; body: string }) {
  return (
    <section className="py-16 text-center">
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-700">{body}</p>
    </section>
  );
}
