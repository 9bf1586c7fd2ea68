import {
  CHECKLIST_ITEMS,
  CHECKLIST_MESSAGES,
  type ChecklistItem,
  type ChildWorkChecklist,
  COMPANION_NAME_MAX,
} from '@talent/contract/child-work-checklist';
import { Button } from '@talent/ui/components/button';
import { controlClassName } from '@talent/ui/components/form-field';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import type { TFunction } from 'i18next';
import { type Dispatch, type FormEvent, type SetStateAction, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import { downloadSpasNotice } from '../api/download-spas-notice';
import { useChecklist } from '../api/get-checklist';
import { useUpdateChecklist } from '../api/update-checklist';
import '../checklist-messages';

/** A cancelled or suspended casting voids the checklist: no work, nothing for SPAS, no reminders. */
const VOID_STATUSES = new Set<ChildWorkChecklist['castingStatus']>(['CANCELLED', 'SUSPENDED']);

/**
 * The steps on an accepted application of a minor (HG 75/2015, decision 0018 rows 18–21), for the
 * guardian of a child profile or for a minor's own account (13–17): the working days and the
 * contract-copy deadline, the SPAS notice to print, the companion to name, and each step ticked off
 * when done. The server sends the reminders. An application with no checklist (an adult's own: 404)
 * shows nothing.
 */
export function ChildWorkChecklistSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const checklist = useChecklist(applicationId);
  const status = checklist.error instanceof ApiError ? checklist.error.status : null;
  const notAccepted = status === 409;
  // A guardian's child while guardian mode is off: the server refuses, as on every child route.
  const guardianModeOff = status === 403;

  // No checklist for this application (an adult's own): not an error, just not shown.
  if (status === 404) return null;
  return (
    <SectionCard
      id="application-child-checklist"
      title={
        checklist.data?.ownAccount ? t('applications.checklist.titleOwn') : t('applications.checklist.title')
      }
    >
      <div data-testid="child-checklist">
        {checklist.isPending && <Spinner label={t('applications.checklist.loading')} className="py-6" />}
        {guardianModeOff && (
          <p data-testid="child-checklist-guardian-off" className="text-sm text-gray-700">
            {t('applications.checklist.guardianModeOff')}
          </p>
        )}
        {notAccepted && (
          <p data-testid="child-checklist-empty" className="text-sm text-gray-700">
            {t('applications.checklist.messages.notAccepted')}
          </p>
        )}
        {checklist.isError && !notAccepted && !guardianModeOff && (
          <div data-testid="child-checklist-error" className="space-y-3">
            <p role="alert" className="text-sm text-red-800">
              {t('applications.checklist.loadFailed')}
            </p>
            <Button onClick={() => void checklist.refetch()}>{t('applications.checklist.retry')}</Button>
          </div>
        )}
        {checklist.isSuccess && <ChecklistBody checklist={checklist.data} />}
      </div>
    </SectionCard>
  );
}

function ChecklistBody({ checklist }: { checklist: ChildWorkChecklist }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [downloading, setDownloading] = useState(false);
  // The companion's name as typed: ticking "companion named" sends it along, saved or not.
  const [companionDraft, setCompanionDraft] = useState(checklist.companionName ?? '');
  const own = checklist.ownAccount;
  const day = (value: string | null) =>
    value ? formatCalendarDate(value, language) : t('applications.checklist.notSet');

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSpasNotice(checklist.applicationId, language);
    } catch (error) {
      notify.error(await errorMessage(t, error, t('applications.checklist.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  if (VOID_STATUSES.has(checklist.castingStatus)) {
    return (
      <p
        data-testid="child-checklist-void"
        className="rounded-xl bg-yellow-50 p-4 text-sm text-yellow-900 ring-1 ring-yellow-200 ring-inset"
      >
        {checklist.castingStatus === 'CANCELLED'
          ? t('applications.checklist.cancelled', { casting: checklist.castingTitle })
          : t('applications.checklist.suspended', { casting: checklist.castingTitle })}
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-700" data-testid="child-checklist-intro">
        {own
          ? t('applications.checklist.introOwn')
          : t('applications.checklist.intro', { child: checklist.childName })}
      </p>

      <dl className="grid gap-3 sm:grid-cols-2" data-testid="child-checklist-dates">
        <Fact label={t('applications.checklist.start')} value={day(checklist.startDate)} />
        {/* start + days − 1: right only when the days follow one another, so said as an estimate. */}
        <Fact label={t('applications.checklist.end')} value={day(checklist.endDate)} />
        <Fact
          label={t('applications.checklist.hours')}
          value={
            checklist.schedule
              ? t('applications.checklist.hoursValue', {
                  start: checklist.schedule.dailyStart,
                  end: checklist.schedule.dailyEnd,
                })
              : t('applications.checklist.notSet')
          }
        />
        <Fact
          label={t('applications.checklist.contractCopyDeadline')}
          value={day(checklist.contractCopyDeadline)}
          testId="child-checklist-deadline"
        />
      </dl>

      <div className="rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-100 ring-inset">
        <p className="text-sm text-indigo-950">
          {own ? t('applications.checklist.noticeHelpOwn') : t('applications.checklist.noticeHelp')}
        </p>
        <Button
          data-testid="spas-notice-download"
          loading={downloading}
          onClick={() => void download()}
          className="mt-3 w-full sm:w-auto"
        >
          {t('applications.checklist.download')}
        </Button>
      </div>

      <CompanionForm checklist={checklist} name={companionDraft} setName={setCompanionDraft} />

      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">{t('applications.checklist.steps')}</legend>
        <ul className="mt-3 space-y-3">
          {CHECKLIST_ITEMS.map((item) => (
            <li key={item}>
              <ChecklistCheckbox
                checklist={checklist}
                item={item}
                companionDraft={companionDraft}
                onCompanionSaved={setCompanionDraft}
              />
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="space-y-1 text-xs text-gray-600" data-testid="child-checklist-reminders">
        <p>{t('applications.checklist.reminders')}</p>
        {!checklist.startDate && <p>{t('applications.checklist.remindersNoDate')}</p>}
        <p>{t('applications.checklist.fine')}</p>
      </div>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-gray-50 p-3" data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-medium break-words text-gray-900">{value}</dd>
    </div>
  );
}

/** A refused checklist update: the server's word on the companion's name when it has one, else why it failed. */
async function checklistUpdateError(t: TFunction, failure: unknown): Promise<string> {
  const fieldText = failure instanceof ApiError ? failure.fields?.companionName : undefined;
  return fieldText
    ? translateMessage(t, fieldText)
    : await errorMessage(t, failure, t('applications.checklist.updateFailed'));
}

/**
 * The adult who stays with the child at every session (row 18), saved on its own or with the tick of
 * its step; the name as typed lives in the checklist, so the tick can send it.
 */
function CompanionForm({
  checklist,
  name,
  setName,
}: {
  checklist: ChildWorkChecklist;
  name: string;
  setName: Dispatch<SetStateAction<string>>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateChecklist(checklist.applicationId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const trimmed = name.trim();
    if (trimmed.length > COMPANION_NAME_MAX) {
      setError(translateMessage(t, CHECKLIST_MESSAGES.companionTooLong));
      return;
    }
    setError(null);
    try {
      const saved = await update.mutateAsync({ companionName: trimmed === '' ? null : trimmed });
      setName(saved.companionName ?? '');
      notify.success(t('applications.checklist.companionSaved'));
    } catch (failure) {
      setError(await checklistUpdateError(t, failure));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
        {t('applications.checklist.companionName')}
      </label>
      <p id={helpId} className="mt-0.5 text-xs text-gray-600">
        {checklist.ownAccount
          ? t('applications.checklist.companionHelpOwn')
          : t('applications.checklist.companionHelp')}
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input
          id={inputId}
          data-testid="companion-name"
          type="text"
          autoComplete="name"
          maxLength={COMPANION_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[helpId, error ? errorId : null].filter(Boolean).join(' ')}
          className={`${controlClassName} sm:flex-1`}
        />
        <button
          type="submit"
          data-testid="companion-save"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
          className={secondaryButtonClassName}
        >
          {t('applications.checklist.companionSave')}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * One step, ticked or unticked at once on the server; pending while it goes, its failure said beside
 * it. Ticking the companion sends the name as typed with it, so an unsaved name is saved by the tick.
 */
function ChecklistCheckbox({
  checklist,
  item,
  companionDraft,
  onCompanionSaved,
}: {
  checklist: ChildWorkChecklist;
  item: ChecklistItem;
  companionDraft: string;
  onCompanionSaved: (name: string) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const helpId = useId();
  const errorId = useId();
  const update = useUpdateChecklist(checklist.applicationId);
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  const doneAt = checklist.items[item];
  const checked = pending ?? doneAt !== null;

  const label =
    item === 'contractCopy'
      ? checklist.contractCopyDeadline
        ? t('applications.checklist.items.contractCopy', {
            date: formatCalendarDate(checklist.contractCopyDeadline, language),
          })
        : t('applications.checklist.items.contractCopyNoDate')
      : t(`applications.checklist.items.${item}`);
  const help = item === 'documents' ? t('applications.checklist.items.documentsHelp') : null;

  const toggle = async (value: boolean) => {
    if (pending !== null) return;
    // The name as typed goes with the tick (saved or not); none typed, the step cannot be ticked.
    const companionName = value && item === 'companion' ? companionDraft.trim() : null;
    if (companionName === '') {
      setError(translateMessage(t, CHECKLIST_MESSAGES.companionRequired));
      return;
    }
    if (companionName !== null && companionName.length > COMPANION_NAME_MAX) {
      setError(translateMessage(t, CHECKLIST_MESSAGES.companionTooLong));
      return;
    }
    setError(null);
    setPending(value);
    try {
      const withName = companionName !== null && companionName !== checklist.companionName;
      const saved = await update.mutateAsync({
        ...(withName ? { companionName } : {}),
        items: { [item]: value },
      });
      if (withName) onCompanionSaved(saved.companionName ?? '');
    } catch (failure) {
      setError(await checklistUpdateError(t, failure));
      boxRef.current?.focus();
    } finally {
      setPending(null);
    }
  };

  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="rounded-xl p-3 ring-1 ring-gray-200" data-testid={`checklist-item-${item}`}>
      <div className="flex items-start gap-3">
        <input
          ref={boxRef}
          id={id}
          type="checkbox"
          checked={checked}
          aria-busy={pending !== null || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => void toggle(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        />
        <div className="min-w-0 text-sm">
          <label htmlFor={id} className="font-medium text-gray-900">
            {label}
          </label>
          {help && (
            <p id={helpId} className="mt-0.5 text-gray-600">
              {help}
            </p>
          )}
          {pending !== null && (
            <p className="mt-0.5 text-gray-600" aria-live="polite">
              {t('applications.checklist.saving')}
            </p>
          )}
          {pending === null && doneAt && (
            <p className="mt-0.5 text-green-800" data-testid="checklist-item-done">
              {t('applications.checklist.doneOn', { date: formatDateTime(doneAt, language) })}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
