import { formatDuration } from '@talent/contract/media-texts';
import { ConfirmDeleteDialog } from '@talent/ui/components/confirm-delete-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallButton } from '@/components/small-button';
import type { StoredTake } from '../self-tape-types';
import { useObjectUrl } from './use-object-url';

interface TakeListProps {
  takes: StoredTake[];
  onChoose: (take: StoredTake) => void;
  onDelete: (take: StoredTake) => void;
  /** While a take is being recorded: choosing or deleting would end it unsaved. */
  disabled?: boolean;
}

/** The session's takes, newest first: "Take 2 · 0:42", each to play, delete (asked first) or choose. */
export function TakeList({ takes, onChoose, onDelete, disabled = false }: TakeListProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StoredTake | null>(null);

  if (takes.length === 0) return <p className="text-sm text-gray-700">{t('selfTape.record.noTakes')}</p>;
  return (
    <>
      <ul className="space-y-2">
        {takes.map((take) => {
          const name = t('selfTape.record.take', {
            number: take.number,
            duration: formatDuration(take.durationSeconds) || '0:00',
          });
          return (
            <li
              key={take.id}
              data-testid="self-tape-take"
              className="rounded-xl bg-white p-3 ring-1 ring-gray-200"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-gray-900">{name}</p>
                <div className="flex flex-wrap gap-2">
                  <SmallButton
                    onClick={() => setPlaying(playing === take.id ? null : take.id)}
                    aria-expanded={playing === take.id}
                    aria-label={`${playing === take.id ? t('selfTape.record.hide') : t('selfTape.record.play')}: ${name}`}
                    data-testid="self-tape-play"
                  >
                    {playing === take.id ? t('selfTape.record.hide') : t('selfTape.record.play')}
                  </SmallButton>
                  <SmallButton
                    disabled={disabled}
                    onClick={() => setDeleting(take)}
                    aria-label={`${t('selfTape.record.delete')}: ${name}`}
                    data-testid="self-tape-delete"
                  >
                    {t('selfTape.record.delete')}
                  </SmallButton>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onChoose(take)}
                    aria-label={`${t('selfTape.record.choose')}: ${name}`}
                    data-testid="self-tape-choose"
                    className="rounded-lg bg-indigo-700 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                  >
                    {t('selfTape.record.choose')}
                  </button>
                </div>
              </div>
              {playing === take.id && <TakePlayer take={take} name={name} />}
            </li>
          );
        })}
      </ul>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('selfTape.record.delete')}
        text={deleting ? t('selfTape.record.deleteConfirm', { number: deleting.number }) : ''}
        confirmLabel={t('selfTape.record.delete')}
        cancelLabel={t('selfTape.record.cancel')}
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          if (deleting?.id === playing) setPlaying(null);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function TakePlayer({ take, name }: { take: StoredTake; name: string }) {
  const url = useObjectUrl(take.blob);
  if (!url) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the talent's own take, just recorded: there are no captions to give.
    <video
      src={url}
      controls
      playsInline
      aria-label={name}
      className="mt-2 aspect-video w-full rounded-lg bg-black"
    />
  );
}
