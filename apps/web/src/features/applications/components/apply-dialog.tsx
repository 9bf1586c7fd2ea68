import {
  APPLICATION_MESSAGE_MAX,
  type Application,
  applicationCreateSchema,
} from '@talent/contract/applications';
import {
  ADULT_AGE,
  ADULTS_ONLY_TEXT,
  AGE_UNKNOWN_TEXT,
  describeProblem,
  type MinorSchedule,
  openToMinors,
  SCHEDULE_MISSING_TEXT,
  scheduleProblems,
} from '@talent/contract/child-work';
import { ageOn, romanianToday } from '@talent/contract/dates';
import { Button } from '@talent/ui/components/button';
import { Dialog } from '@talent/ui/components/dialog';
import { Fieldset } from '@talent/ui/components/fieldset';
import { controlClassName } from '@talent/ui/components/form-field';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { type AppLanguage, currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName, textLinkClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import { useCreateApplication } from '../api/create-application';
import '../application-messages';

/**
 * A profile the user may apply for: their own and, in guardian mode, each child's (`kind: 'child'`
 * with an age); with more than one the dialog offers them as a radio list.
 */
export interface ApplicantProfile {
  /** The talent profile's id: what the application is sent with. */
  id: string;
  name: string;
  kind: 'self' | 'child';
  age?: number | null;
  /**
   * The date of birth ('YYYY-MM-DD'): a child's, or the user's own (a talent of 13–17 has their own
   * account), judged against the casting's hours for children when under 18 on the first working day.
   */
  birthDate?: string | null;
  /** Already applied to this casting: shown, but cannot be chosen again. */
  applied?: boolean;
}

function profileLabel(t: TFunction, profile: ApplicantProfile): string {
  if (profile.kind === 'self') return t('applications.apply.me', { name: profile.name });
  if (profile.age == null) return profile.name;
  return profile.age === 1
    ? t('applications.apply.childOne', { name: profile.name })
    : t('applications.apply.child', { name: profile.name, age: profile.age });
}

/**
 * The casting as the dialog needs it. `minorSchedule` undefined: not known here, children are not
 * judged before sending; null: the casting declared no hours for children, so none may apply.
 */
export interface ApplyCasting {
  id: string;
  title: string;
  shootingDate?: string | null;
  minorSchedule?: MinorSchedule | null;
  /** Decides which text says why a child may not apply to a casting without hours. */
  ageRanges?: readonly { min: number }[];
}

/**
 * Why a minor may not apply, in the words the server's 422 would use (HG 75/2015, decision 0018):
 * empty when the profile may apply. A minor is a child profile, or the user's own profile when they
 * are under 18 on the first working day, the shooting date (today when there is none), as the server
 * judges it; an adult is never checked.
 */
export function childWorkRefusals(
  casting: ApplyCasting,
  profile: ApplicantProfile,
  language: AppLanguage,
): string[] {
  if (casting.minorSchedule === undefined) return [];
  const firstDay = casting.shootingDate?.slice(0, 10) || romanianToday();
  const age = profile.birthDate ? ageOn(profile.birthDate, firstDay) : null;
  const minor = profile.kind === 'child' || (age !== null && age >= 0 && age < ADULT_AGE);
  if (!minor) return [];
  if (casting.minorSchedule === null) {
    const open = casting.ageRanges === undefined || openToMinors(casting.ageRanges);
    return [(open ? SCHEDULE_MISSING_TEXT : ADULTS_ONLY_TEXT)[language]];
  }
  // undefined: not known here (the server judges); null or empty: the profile has none.
  if (profile.birthDate === undefined) return [];
  if (!profile.birthDate) return [AGE_UNKNOWN_TEXT[language]];
  return scheduleProblems(profile.birthDate, firstDay, casting.minorSchedule).map((problem) =>
    describeProblem(problem, language),
  );
}

interface ApplyDialogProps {
  open: boolean;
  onClose: () => void;
  casting: ApplyCasting;
  /** undefined while loading; empty when the user has no talent profile (or it failed to load). */
  profiles: ApplicantProfile[] | undefined;
  /** After the toast: the caller marks the casting applied and reloads it. */
  onApplied: (application: Application) => void;
  /** A 409 (already applied, no longer accepting): the casting changed under us, reload it. */
  onConflict?: () => void;
  /** Where focus goes on close (the Apply button, or what replaced it once applied). */
  returnFocus?: () => HTMLElement | null | undefined;
}

export function ApplyDialog({ open, onClose, returnFocus, ...formProps }: ApplyDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('applications.apply.title')}
      returnFocus={returnFocus}
      testId="apply-dialog"
    >
      <ApplyForm onClose={onClose} {...formProps} />
    </Dialog>
  );
}

type ApplyFormProps = Omit<ApplyDialogProps, 'open' | 'returnFocus'>;

// Its own component inside the dialog: closing unmounts it, so the next opening starts blank.
function ApplyForm({ onClose, casting, profiles, onApplied, onConflict }: ApplyFormProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const helpId = useId();
  const counterId = useId();
  const errorId = useId();
  const refusalId = useId();
  const [message, setMessage] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  // The server's own refusal (422: the casting's hours changed since the page loaded).
  const [serverRefusal, setServerRefusal] = useState<string | null>(null);
  const language = currentLanguage();
  const createApplication = useCreateApplication();
  const sending = createApplication.isPending;
  const selectedId = chosenId ?? profiles?.find((profile) => !profile.applied)?.id ?? null;
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const ready = Boolean(profiles?.length);
  const refusalsOf = (profile: ApplicantProfile) => childWorkRefusals(casting, profile, language);
  const selected = profiles?.find((profile) => profile.id === selectedId);
  const selectedBlocked = selected ? refusalsOf(selected).length > 0 : false;

  // Opened while the profiles were loading, the dialog itself had focus: hand it to the message
  // field once it appears, unless the person has moved on meanwhile.
  useEffect(() => {
    const field = messageRef.current;
    if (ready && field && document.activeElement === field.closest('dialog')) field.focus();
  }, [ready]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selectedId || sending || selectedBlocked) return;
    const parsed = applicationCreateSchema.safeParse({
      castingId: casting.id,
      talentProfileId: selectedId,
      ...(message.trim() ? { message: message.trim() } : {}),
    });
    if (!parsed.success) {
      setFieldError(translateMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError(null);
    setServerRefusal(null);
    try {
      // mutateAsync, not mutate's callbacks: the outcome is told even if the dialog was closed meanwhile.
      const application = await createApplication.mutateAsync(parsed.data);
      notify.success(t('applications.apply.success'));
      onApplied(application);
      onClose();
    } catch (error) {
      const text = await errorMessage(t, error, t('applications.apply.failed'));
      // A child the casting's hours do not allow: the rule in words stays in the dialog, beside the choice.
      if (error instanceof ApiError && error.status === 422) {
        setServerRefusal(text);
        return;
      }
      notify.error(text);
      if (error instanceof ApiError && error.status === 409) onConflict?.();
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div>
        <p className="text-sm font-medium text-gray-600">{t('applications.apply.casting')}</p>
        <p className="mt-0.5 font-semibold text-gray-900" data-testid="apply-casting-title">
          {casting.title}
        </p>
      </div>

      {profiles === undefined ? (
        <Spinner label={t('applications.apply.loadingProfiles')} className="py-6" />
      ) : profiles.length === 0 ? (
        <div
          className="rounded-xl bg-yellow-50 p-4 text-sm text-yellow-900 ring-1 ring-yellow-200 ring-inset"
          data-testid="apply-no-profile"
        >
          <p>{t('applications.messages.noProfile')}</p>
          <Link to="/profile" className={`${textLinkClassName} mt-2 inline-block`}>
            {t('applications.apply.completeProfile')}
          </Link>
        </div>
      ) : (
        <>
          {profiles.length === 1 && !profiles[0]?.applied ? (
            <div>
              <p className="text-sm text-gray-700">
                {t('applications.apply.applyingAs', { name: profiles[0]?.name ?? '' })}
              </p>
              <RefusalNote
                id={`${refusalId}-0`}
                name={profiles[0]?.name ?? ''}
                self={profiles[0]?.kind === 'self'}
                refusals={profiles[0] ? refusalsOf(profiles[0]) : []}
                alert
              />
            </div>
          ) : (
            <Fieldset legend={t('applications.apply.applyFor')}>
              <div className="mt-2 space-y-2">
                {profiles.map((profile, index) => {
                  const refusals = profile.applied ? [] : refusalsOf(profile);
                  const noteId = `${refusalId}-${index}`;
                  return (
                    <div key={profile.id}>
                      <label
                        data-testid="apply-profile-option"
                        className={`flex items-center gap-3 text-sm ${profile.applied ? 'text-gray-600' : 'text-gray-900'}`}
                      >
                        <input
                          type="radio"
                          name="talentProfileId"
                          value={profile.id}
                          checked={selectedId === profile.id}
                          disabled={profile.applied}
                          onChange={() => {
                            setChosenId(profile.id);
                            setServerRefusal(null);
                          }}
                          aria-describedby={refusals.length > 0 ? noteId : undefined}
                          className="size-4 shrink-0 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                        />
                        <span>
                          {profileLabel(t, profile)}
                          {profile.applied && ' '}
                          {profile.applied && (
                            <span
                              data-testid="apply-profile-applied"
                              className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200 ring-inset"
                            >
                              {t('applications.apply.alreadyApplied')}
                            </span>
                          )}
                        </span>
                      </label>
                      <RefusalNote
                        id={noteId}
                        name={profile.name}
                        self={profile.kind === 'self'}
                        refusals={refusals}
                        alert={selectedId === profile.id}
                      />
                    </div>
                  );
                })}
              </div>
            </Fieldset>
          )}
          <div>
            <label htmlFor={messageId} className="block text-sm font-medium text-gray-900">
              {t('applications.apply.message')}
            </label>
            <p id={helpId} className="mt-0.5 text-xs text-gray-600">
              {t('applications.apply.messageHelp')}
            </p>
            <textarea
              ref={messageRef}
              data-autofocus
              id={messageId}
              data-testid="apply-message"
              rows={5}
              maxLength={APPLICATION_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={[helpId, counterId, fieldError ? errorId : null].filter(Boolean).join(' ')}
              className={`${controlClassName} mt-2 resize-y`}
            />
            <p
              id={counterId}
              className="mt-1 text-right text-xs text-gray-600"
              data-testid="apply-message-counter"
            >
              {t('applications.apply.characters', { length: message.length, max: APPLICATION_MESSAGE_MAX })}
            </p>
            {fieldError && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {fieldError}
              </p>
            )}
          </div>
        </>
      )}

      {serverRefusal && (
        <p
          role="alert"
          data-testid="apply-refusal"
          className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
        >
          {serverRefusal}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-testid="apply-cancel"
          onClick={onClose}
          className={secondaryButtonClassName}
        >
          {t('applications.apply.cancel')}
        </button>
        <Button
          type="submit"
          data-testid="apply-submit"
          loading={sending}
          disabled={!selectedId || selectedBlocked}
        >
          {t('applications.apply.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Why this child (or the minor user themselves) cannot apply, under its choice: the rules of
 * HG 75/2015 the casting's hours break.
 * An alert for the chosen child (mounted afresh on choosing, so it is announced), a plain note for the
 * others; each radio is described by its note.
 */
function RefusalNote({
  id,
  name,
  self = false,
  refusals,
  alert,
}: {
  id: string;
  name: string;
  self?: boolean;
  refusals: string[];
  alert: boolean;
}) {
  const { t } = useTranslation();
  if (refusals.length === 0) return null;
  return (
    <div
      key={alert ? 'alert' : 'note'}
      id={id}
      role={alert ? 'alert' : undefined}
      data-testid="apply-child-refusal"
      className="mt-2 ml-7 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
    >
      <p className="font-medium">
        {self ? t('applications.apply.selfNotAllowed') : t('applications.apply.childNotAllowed', { name })}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {refusals.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
