import type { NotificationType } from '@talent/contract/notifications';
import { AuthPageLink, authLinkClassName } from '@talent/ui/auth/auth-page-link';
import { Button } from '@talent/ui/components/button';
import { focusOnMount } from '@talent/ui/focus-on-mount';
import { ApiError } from '@talent/ui/http/api-client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unsubscribe, unsubscribeType } from '../api/unsubscribe';

/**
 * The e-mails of a casting's client (the contract's CLIENT_NOTIFICATION_TYPES, not imported: that
 * module brings zod to this public page).
 */
const STUDIO_TYPES: readonly NotificationType[] = ['NEW_APPLICATIONS', 'AUDITION_RESPONSE'];

type Step =
  | { name: 'ready' | 'sending' | 'failed' }
  | { name: 'done'; type: NotificationType }
  /** `refused`: the server said no (focus moves to the answer); else the link came without a token. */
  | { name: 'invalid'; refused: boolean };

/**
 * The e-mail's unsubscribe link (/unsubscribe?token=…). It asks for a click rather than unsubscribing
 * on load: mail scanners open links, and must not unsubscribe anybody (RFC 8058 has the mail client
 * POST for one-click instead). It reads the link's type on load (a GET that changes nothing), so the
 * reader knows which e-mails stop before clicking. Works signed in or not.
 */
export function UnsubscribeForm({ token }: { token: string | null }) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>(token ? { name: 'ready' } : { name: 'invalid', refused: false });
  /** The type the link stops, once read; until then (or if it cannot be read) the intro says it generally. */
  const [linkType, setLinkType] = useState<NotificationType | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    unsubscribeType(token).then(
      (type) => current && setLinkType(type),
      (error: unknown) => {
        // Only the server's refusal of the token says the link is bad; being offline says nothing of it.
        if (current && error instanceof ApiError && error.status === 400)
          setStep({ name: 'invalid', refused: false });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  /** The type's name in the active language; null for a type this app has no name for yet. */
  const typeName = (type: NotificationType | null) => {
    if (!type) return null;
    const key = `notifications.types.${type}.name` as const;
    return i18n.exists(key) ? t(key) : null;
  };

  const submit = async () => {
    if (!token) return;
    setStep({ name: 'sending' });
    try {
      const { type } = await unsubscribe(token);
      setStep({ name: 'done', type });
    } catch (error) {
      // A bad or used-up token stays bad; anything else (offline, a server error) may pass if tried again.
      const refused = error instanceof ApiError && [400, 404, 410].includes(error.status);
      setStep(refused ? { name: 'invalid', refused: true } : { name: 'failed' });
    }
  };

  // The studio's e-mails carry this page's link too: their reader's settings are the studio's.
  const studio = step.name === 'done' && STUDIO_TYPES.includes(step.type);
  const links = (
    <>
      <p className="text-center text-sm text-gray-700">{t('unsubscribe.settingsHint')}</p>
      {studio ? (
        <>
          <p className="text-center text-sm">
            <a href="/studio/settings" className={authLinkClassName}>
              {t('unsubscribe.toSettings')}
            </a>
          </p>
          <p className="text-center text-sm">
            <a href="/studio/" className={authLinkClassName}>
              {t('unsubscribe.toStudio')}
            </a>
          </p>
        </>
      ) : (
        <>
          <AuthPageLink to="/settings">{t('unsubscribe.toSettings')}</AuthPageLink>
          <AuthPageLink to="/">{t('unsubscribe.toPortal')}</AuthPageLink>
        </>
      )}
    </>
  );

  if (step.name === 'done') {
    const name = typeName(step.type);
    return (
      <div className="space-y-6" data-testid="unsubscribe-done">
        <div
          role="status"
          ref={focusOnMount}
          tabIndex={-1}
          className="rounded-lg bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200 focus:outline-none"
        >
          <p className="font-semibold">{t('unsubscribe.doneTitle')}</p>
          <p className="mt-1">{name ? t('unsubscribe.done', { type: name }) : t('unsubscribe.doneAny')}</p>
        </div>
        {links}
      </div>
    );
  }

  if (step.name === 'invalid') {
    return (
      <div className="space-y-6" data-testid="unsubscribe-invalid">
        <div
          role={step.refused ? 'alert' : undefined}
          ref={step.refused ? focusOnMount : undefined}
          tabIndex={-1}
          className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 focus:outline-none"
        >
          <p className="font-semibold">{t('unsubscribe.invalidTitle')}</p>
          <p className="mt-1">{t('unsubscribe.invalid')}</p>
        </div>
        {links}
      </div>
    );
  }

  const linkTypeName = typeName(linkType);
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-800" data-testid="unsubscribe-intro">
        {linkTypeName ? t('unsubscribe.introType', { type: linkTypeName }) : t('unsubscribe.intro')}
      </p>
      {step.name === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
          {t('unsubscribe.failed')}
        </p>
      )}
      <Button
        className="w-full"
        data-testid="unsubscribe-submit"
        loading={step.name === 'sending'}
        onClick={() => void submit()}
      >
        {t('unsubscribe.submit')}
      </Button>
    </div>
  );
}
