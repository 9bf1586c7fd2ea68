import { useTranslation } from 'react-i18next';
import type { Slate } from '../self-tape-types';

/** "Ana Popescu · 168 cm · Cluj-Napoca": what the talent says to the camera first, left-out parts skipped. */
export function slateText(slate: Slate): string {
  return [slate.name, slate.height, slate.city].filter((part) => part.trim()).join(' · ');
}

/** The slate card, shown over the picture for the first seconds of a take. */
export function SlateCard({ slate }: { slate: Slate }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="self-tape-slate"
      className="absolute inset-x-4 bottom-32 z-20 rounded-xl bg-white p-4 text-center text-gray-900 shadow-lg"
    >
      <p className="text-xs font-bold tracking-wider text-gray-700 uppercase">
        {t('selfTapeRecorder.slate.label')}
      </p>
      <p className="mt-1 text-xl font-bold text-balance">{slateText(slate)}</p>
      <p className="mt-1 text-sm text-gray-700">{t('selfTapeRecorder.slate.hint')}</p>
    </div>
  );
}
