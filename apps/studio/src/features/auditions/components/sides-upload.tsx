import { SIDES_MAX_BYTES } from '@talent/contract/audition-limits';
import type { StudioAuditionSessionList } from '@talent/contract/auditions';
import { FileButton } from '@talent/ui/components/file-button';
import { TitledSection } from '@talent/ui/components/titled-section';
import { UploadProgress } from '@talent/ui/components/upload-progress';
import { ApiError } from '@talent/ui/http/api-client';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { auditionSessionsKey } from '../api/get-sessions';
import { uploadSides } from '../api/upload-sides';
import { auditionErrorMessage } from '../audition-error';

type Sides = StudioAuditionSessionList['meta']['sides'];

/** The casting's sides (script pages): the current file and its pages, and a PDF to upload in its place. */
export function SidesUpload({ castingId, sides }: { castingId: string; sides: Sides }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    // A first pass on what the picker says; the server reads the bytes (a PDF, not encrypted).
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      setProblem(t('auditions.sides.notPdf', { file: file.name }));
      return;
    }
    // The server checks it again, with the bytes.
    if (file.size > SIDES_MAX_BYTES) {
      setProblem(t('auditions.messages.audition.sidesTooLarge'));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await uploadSides(castingId, file, setProgress);
      notify.success(t('auditions.sides.uploaded'));
      await queryClient.invalidateQueries({ queryKey: auditionSessionsKey(castingId) });
    } catch (error) {
      // 413 comes from the upload's size limit, whose words are the server's: say the rule.
      setProblem(
        error instanceof ApiError && error.status === 413
          ? t('auditions.messages.audition.sidesTooLarge')
          : await auditionErrorMessage(t, error, t('auditions.sides.failed')),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <TitledSection
      title={t('auditions.sides.title')}
      text={t('auditions.sides.helper')}
      testId="sides"
      card
      className="space-y-3"
    >
      <p className="text-sm break-words text-gray-800" data-testid="sides-current">
        {sides
          ? `${t('auditions.sides.current', { file: sides.fileName, count: sides.pages })} · ${t(
              'auditions.sides.uploadedAt',
              { when: formatDateTime(sides.uploadedAt, currentLanguage()) },
            )}`
          : t('auditions.sides.none')}
      </p>
      <FileButton
        accept="application/pdf,.pdf"
        onFiles={([file]) => {
          if (file) void upload(file);
        }}
        disabled={progress !== null}
        buttonTestId="sides-button"
        inputTestId="sides-input"
        className={secondaryButtonClassName}
      >
        {sides ? t('auditions.sides.replace') : t('auditions.sides.upload')}
      </FileButton>
      {progress !== null && (
        <UploadProgress
          percent={progress}
          label={t('auditions.sides.uploading')}
          percentText={t('auditions.sides.percent', { percent: progress })}
          testId="sides-progress"
        />
      )}
      {problem && (
        <p role="alert" data-testid="sides-problem" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
    </TitledSection>
  );
}
