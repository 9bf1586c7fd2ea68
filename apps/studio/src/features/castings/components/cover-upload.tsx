import { MEDIA_LIMITS } from '@talent/contract/media-limits';
import type { StudioCasting } from '@talent/contract/studio';
import { CoverImage } from '@talent/ui/components/cover-image';
import { FileButton } from '@talent/ui/components/file-button';
import { TitledSection } from '@talent/ui/components/titled-section';
import { UploadProgress } from '@talent/ui/components/upload-progress';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/translate-message';
import { STUDIO_CASTINGS_KEY } from '../api/get-studio-castings';
import { uploadCastingCover } from '../api/upload-casting-cover';
import { translateCoverMessage } from '../cover-messages';

/** The client's first pass by type and size, as the portal's photo picker; the server checks the bytes. */
function refusalOf(file: File): 'castings.cover.wrongType' | 'castings.cover.tooLarge' | null {
  if (!(MEDIA_LIMITS.photoTypes as readonly string[]).includes(file.type)) return 'castings.cover.wrongType';
  if (file.size > MEDIA_LIMITS.photoMaxBytes) return 'castings.cover.tooLarge';
  return null;
}

/** The casting's cover: the current one (or its initial), a picker, and the upload's real progress. */
export function CoverUpload({ casting }: { casting: Pick<StudioCasting, 'id' | 'title' | 'coverPhoto'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    const refusal = refusalOf(file);
    if (refusal) {
      setProblem(t(refusal, { file: file.name }));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await uploadCastingCover(casting.id, file, setProgress);
      notify.success(t('castings.cover.uploaded'));
      await queryClient.invalidateQueries({ queryKey: STUDIO_CASTINGS_KEY });
    } catch (error) {
      setProblem(translateCoverMessage(t, await errorMessage(t, error, t('castings.cover.failed'))));
    } finally {
      setProgress(null);
    }
  };

  return (
    <TitledSection
      title={t('castings.cover.title')}
      text={t('castings.cover.helper')}
      testId="cover-upload"
      card
      className="space-y-4"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {casting.coverPhoto ? (
          <img
            src={casting.coverPhoto.displayUrl}
            alt={t('castings.cover.current', { title: casting.title })}
            width={320}
            height={180}
            data-testid="cover-preview"
            className="aspect-video w-full rounded-xl bg-gray-100 object-cover sm:w-80"
          />
        ) : (
          <div className="w-full sm:w-80">
            <CoverImage
              src={null}
              alt=""
              title={casting.title}
              width={320}
              height={180}
              className="w-full rounded-xl"
            />
            <p className="mt-1 text-xs text-gray-600">{t('castings.cover.none')}</p>
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <FileButton
            accept={MEDIA_LIMITS.photoAccept}
            onFiles={([file]) => {
              if (file) void upload(file);
            }}
            disabled={progress !== null}
            buttonTestId="cover-button"
            inputTestId="cover-input"
            className={secondaryButtonClassName}
          >
            {casting.coverPhoto ? t('castings.cover.change') : t('castings.cover.add')}
          </FileButton>
          {progress !== null && (
            <UploadProgress
              percent={progress}
              label={t('castings.cover.uploading')}
              percentText={t('castings.cover.percent', { percent: progress })}
              testId="cover-progress"
            />
          )}
          {problem && (
            <p
              role="alert"
              data-testid="cover-problem"
              className="rounded-xl bg-red-50 p-3 text-sm text-red-800"
            >
              {problem}
            </p>
          )}
        </div>
      </div>
    </TitledSection>
  );
}
