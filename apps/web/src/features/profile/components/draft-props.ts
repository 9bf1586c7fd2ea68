import type { TalentProfile } from '@talent/contract/profile';
import type { DraftField, FieldErrors, ProfileDraft } from '../profile-draft';

/** What each editable tab gets: the draft (or the saved values while not editing) and its errors. */
export interface DraftTabProps {
  profile: TalentProfile;
  draft: ProfileDraft;
  errors: FieldErrors;
  editing: boolean;
  setField: <F extends DraftField>(field: F, value: ProfileDraft[F]) => void;
}
