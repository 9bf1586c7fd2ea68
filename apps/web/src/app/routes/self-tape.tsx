import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelfTapePage } from '@/features/self-tape/page/self-tape-page';
import { originFromSearch, sessionKeyOf } from '@/features/self-tape/self-tape-origin';
import { useSelfTapeTexts } from '@/features/self-tape/use-self-tape-texts';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /self-tape?application=…&request=… | ?audition=… | ?child=… | nothing (the own profile's videos). */
export default function SelfTapeRoute() {
  useSelfTapeTexts();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const origin = originFromSearch(search);
  const userId = useSession().user?.id ?? 'signed-out';
  useDocumentTitle(t('selfTape.title'));
  // Another origin is another studio session: its own sides, takes and steps.
  return <SelfTapePage key={sessionKeyOf(origin, userId)} origin={origin} />;
}
