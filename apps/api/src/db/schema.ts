import type { ApplicationStatus } from '@talent/contract/applications';
import type { AuditionStatus } from '@talent/contract/auditions';
import type { Gender, Language, Role } from '@talent/contract/auth';
import type { CastingStatus, ProjectType, RemunerationType } from '@talent/contract/castings';
import type { ClientStatus } from '@talent/contract/clients';
import type {
  MessageSide,
  MessageStatus,
  ModerationAction,
  ReportReason,
  ReportStatus,
  ReportTarget,
} from '@talent/contract/message-limits';
import type { PresentationVote } from '@talent/contract/presentations';
import type { LanguageLevel, MarkType, SkillLevel } from '@talent/contract/skills';
import type { Generated, Selectable, Updateable } from 'kysely';

/**
 * Column types shared by SQLite and PostgreSQL: ids are text UUIDs, instants are ISO-8601 UTC text
 * (they sort as text on both), calendar dates are 'YYYY-MM-DD' text and flags are 0/1 integers,
 * so one query behaves identically on both databases.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: Gender | null;
  birth_date: string | null;
  preferred_language: Language;
  is_guardian_mode_enabled: number;
  created_at: string;
  updated_at: string;
  /** Set by an administrator's moderation (DESIGN §14): the account cannot sign in. */
  suspended_at: string | null;
}

/** One refresh-token family: every rotation stays in the session it started in. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  revoked_at: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A password reset link: only the token's SHA-256 is kept; it works once, until expires_at. */
export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  requested_ip: string;
}

export interface BirthDateCorrectionsTable {
  id: string;
  user_id: string;
  old_birth_date: string | null;
  new_birth_date: string;
  /** The ADMIN who made it; null once that account is erased. */
  corrected_by: string | null;
  reason: string;
  created_at: string;
}

export interface TalentProfilesTable {
  id: string;
  user_id: string;
  child_id: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  profile_photo_url: string | null;
  residence_city: string | null;
  height: number | null;
  weight: number | null;
  hair_color: string | null;
  eye_color: string | null;
  phone2: string | null;
  country_of_origin: string | null;
  current_occupation: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  other_social_media: string | null;
  bio: string | null;
  hair_length: string | null;
  ethnicity: string | null;
  bust: number | null;
  waist: number | null;
  hips: number | null;
  shoe_size: string | null;
  pants_size: string | null;
  shirt_size: string | null;
  can_sing: Generated<number>;
  singing_level: SkillLevel | null;
  singing_courses: string | null;
  has_driver_license: Generated<number>;
  /** JSON text: ["B", "C1E"] */
  license_categories: Generated<string>;
  license_since: number | null;
  native_language: string | null;
  /** JSON text: ["ACTOR", …] */
  categories: Generated<string>;
  acting_university: string | null;
  dance_training: string | null;
  /** JSON text: ["jonglerie", …] */
  special_skills: Generated<string>;
  onboarding_completed_at: string | null;
  /** 1: listed in the studio's directory (DESIGN §11); a minor's own account never is, whatever it says. */
  discoverable: Generated<number>;
  /** foldForSearch of "first last": what the directory's name search and name sort read. */
  folded_name: Generated<string>;
  /** 2 for a profile photo + 1 for a READY video: the stored part of the directory's relevance (decision 0024). */
  directory_rank: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A talent profile as the modules that act on one read it (profiles, children, media, applications). */
export type TalentProfileRow = Selectable<TalentProfilesTable>;
export type TalentProfileChanges = Omit<
  Updateable<TalentProfilesTable>,
  'id' | 'user_id' | 'child_id' | 'created_at' | 'updated_at'
>;

interface SkillRowBase {
  id: string;
  talent_profile_id: string;
  created_at: string;
}
export interface InstrumentsTable extends SkillRowBase {
  instrument: string;
  level: SkillLevel;
  courses: string | null;
}
export interface SportsTable extends SkillRowBase {
  sport: string;
  level: SkillLevel;
  courses: string | null;
}
export interface DancesTable extends SkillRowBase {
  genre: string;
  level: SkillLevel;
  courses: string | null;
}
export interface RidingSkillsTable extends SkillRowBase {
  activity: string;
  level: SkillLevel;
}
export interface LanguagesTable extends SkillRowBase {
  language: string;
  level: LanguageLevel;
}
export interface DistinctiveMarksTable extends SkillRowBase {
  type: MarkType;
  location: string;
  description: string | null;
}

/**
 * Sign-in attempts, kept in the database so every API process behind a load balancer sees them.
 * Other throttles (password change, reset requests) keep their own rows here under prefixed keys.
 */
export interface LoginAttemptsTable {
  id: string;
  email: string;
  ip: string;
  failed: number;
  created_at: string;
}

export interface CastingsTable {
  id: string;
  owner_user_id: string;
  slug: string;
  title: string;
  status: CastingStatus;
  project_type: ProjectType;
  short_description: string;
  description: string;
  location: string;
  casting_date: string | null;
  shooting_date: string | null;
  /** JSON text: [{ "min": 18, "max": 30 }, …] */
  age_ranges: string;
  gender: Gender | null;
  duration: string | null;
  remuneration_amount: number | null;
  remuneration_currency: string | null;
  remuneration_type: RemunerationType | null;
  diffusion_type: string | null;
  /** 'HH:MM'; the three are set together for a casting open to minors (decision 0018). */
  minor_daily_start: string | null;
  minor_daily_end: string | null;
  minor_days: number | null;
  cover_thumbnail_url: string | null;
  cover_display_url: string | null;
  /** foldForSearch of title, short description, description and location: what full-text search reads. */
  search_text: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  id: string;
  casting_id: string;
  talent_profile_id: string;
  message: string | null;
  status: ApplicationStatus;
  applied_at: string;
  updated_at: string;
}

export interface ApplicationStatusChangesTable {
  id: string;
  application_id: string;
  status: ApplicationStatus;
  changed_at: string;
  changed_by_user_id: string | null;
  /** What the casting's people told the talent with this move. */
  message: string | null;
}

export interface ClientAccountsTable {
  user_id: string;
  company_name: string;
  /** The CUI as the client wrote it, compacted ('RO14399840'); '' for accounts made before sign-up. */
  company_code: string;
  status: ClientStatus;
  status_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The casting's people's private note on one application. */
export interface ApplicationNotesTable {
  application_id: string;
  text: string;
  updated_by: string | null;
  updated_at: string;
}

/** When a staff member last opened a casting's applicants. */
export interface CastingVisitsTable {
  casting_id: string;
  user_id: string;
  visited_at: string;
}

/** Castings per (status, location, project type), kept by triggers: the list's totals without a count. */
export interface CastingCountsTable {
  status: CastingStatus;
  location: string;
  project_type: ProjectType;
  total: number;
}

export interface PhotosTable {
  id: string;
  talent_profile_id: string;
  position: number;
  original_key: string;
  display_key: string;
  thumbnail_key: string;
  caption: string | null;
  width: number;
  height: number;
  size_bytes: number;
  created_at: string;
  /** 1: a minor's file (child profile, or owner under 18 at upload), private for good (DESIGN §10). */
  private: Generated<number>;
}

export interface VideosTable {
  id: string;
  talent_profile_id: string;
  position: number;
  original_key: string;
  thumbnail_key: string;
  title: string | null;
  caption: string | null;
  duration: number | null;
  size_bytes: number;
  created_at: string;
  processing_status: Generated<'PROCESSING' | 'READY' | 'FAILED'>;
  processing_error: string | null;
  /** The uploaded file while it is converted (kept after with VIDEO_KEEP_ORIGINAL). */
  source_key: string | null;
  poster_key: string | null;
  /** As PhotosTable.private. */
  private: Generated<number>;
  /** What the conversion keeps of the upload, in seconds (migration 0029); null: its start, its end. */
  trim_start: number | null;
  trim_end: number | null;
}

export interface SelfTapeRequestsTable {
  id: string;
  application_id: string;
  requested_by: string | null;
  instructions: string;
  deadline: string;
  created_at: string;
  video_id: string | null;
  submitted_at: string | null;
}

export interface ChildrenTable {
  id: string;
  guardian_user_id: string;
  first_name: string;
  last_name: string;
  /** 'YYYY-MM-DD' */
  date_of_birth: string;
  gender: Gender;
  created_at: string;
  updated_at: string;
}

/** SQLite's durable job queue (PostgreSQL uses pg-boss). */
export interface JobsTable {
  id: string;
  name: string;
  /** JSON text */
  data: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  attempts: Generated<number>;
  run_at: string;
  /** While active: when the lease ends and another worker may take the job again. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  /** JSON text: what the text of the notice is written from. */
  params: string;
  link: string;
  dedupe_key: string;
  created_at: string;
  read_at: string | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  type: string;
  email: number;
}

export interface SavedSearchesTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON text: SavedSearchFilters */
  filters: string;
  alerts: number;
  /** Castings published up to this time were already announced. */
  alerted_until: string;
  created_at: string;
}

/** The guardian's paperwork on an accepted child application: when each item was ticked. */
export interface ChildWorkChecklistsTable {
  application_id: string;
  companion_name: string | null;
  spas_notice_at: string | null;
  documents_at: string | null;
  companion_at: string | null;
  contract_copy_at: string | null;
  updated_at: string;
}

/** One read of a child's photo or video through a signed URL. */
export interface ChildMediaAccessTable {
  id: string;
  talent_profile_id: string;
  storage_key: string;
  viewer_user_id: string | null;
  accessed_at: string;
  /** The fetching request's address and User-Agent (null for a link handed out, as with S3). */
  client_ip: string | null;
  user_agent: string | null;
  /** Set when the read came through a presentation's link (which names no user). */
  presentation_viewer_id: string | null;
}

/** A tus upload not yet taken, removed or expired: what it reserves and when it last moved. */
export interface ResumableUploadsTable {
  id: string;
  user_id: string;
  declared_bytes: number | string;
  created_at: string;
  touched_at: string;
}

export interface TalentListsTable {
  id: string;
  owner_user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface TalentListMembersTable {
  list_id: string;
  profile_id: string;
  added_at: string;
}

export type InvitationStatus = 'INVITED' | 'VIEWED' | 'APPLIED' | 'DECLINED';

export interface InvitationsTable {
  id: string;
  casting_id: string;
  profile_id: string;
  invited_by_user_id: string;
  message: string;
  status: InvitationStatus;
  decline_reason: string | null;
  invited_at: string;
  viewed_at: string | null;
  /** When it was applied to or declined. */
  responded_at: string | null;
}

/** A CLIENT of the studio opened a talent's profile in the directory (DESIGN §11). */
/** The directory's word index (migration 0023): each folded word a profile is found by. */
export interface TalentSearchWordsTable {
  profile_id: string;
  word: string;
}

export interface ProfileViewsTable {
  id: string;
  profile_id: string;
  viewer_user_id: string;
  viewed_at: string;
}

export interface AuditionSessionsTable {
  id: string;
  casting_id: string;
  round: 'AUDITION' | 'CALLBACK';
  kind: 'IN_PERSON' | 'ONLINE';
  /** The Bucharest day and clock times as the director gave them. */
  date: string;
  start_time: string;
  end_time: string;
  /** The instants (UTC) those clock times are. */
  starts_at: string;
  ends_at: string;
  slot_minutes: number;
  capacity_per_slot: number;
  place: string | null;
  meeting_url: string | null;
  instructions: string | null;
  sequence: Generated<number>;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditionsTable {
  id: string;
  session_id: string;
  application_id: string;
  status: AuditionStatus;
  /** The slot's instant; null while waiting for one. */
  slot_start: string | null;
  note: string | null;
  sequence: Generated<number>;
  invited_at: string;
  responded_at: string | null;
  checked_in_at: string | null;
}

export interface CastingSidesTable {
  id: string;
  casting_id: string;
  storage_key: string;
  file_name: string;
  size_bytes: number;
  pages: number;
  uploaded_by_user_id: string;
  uploaded_at: string;
}

export interface SidesDownloadsTable {
  id: string;
  sides_id: string;
  audition_id: string;
  user_id: string;
  downloaded_at: string;
}

/** A casting's picks at a link (DESIGN §13): the token's and password's hashes only. */
export interface PresentationsTable {
  id: string;
  casting_id: string;
  created_by_user_id: string;
  title: string;
  token_hash: string;
  password_hash: string | null;
  show_notes: number;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface PresentationTalentsTable {
  presentation_id: string;
  application_id: string;
  position: number;
}

export interface PresentationViewersTable {
  id: string;
  presentation_id: string;
  name: string;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
}

export interface PresentationVotesTable {
  viewer_id: string;
  application_id: string;
  vote: PresentationVote;
  comment: string | null;
  voted_at: string;
}

export interface PresentationPlaysTable {
  viewer_id: string;
  video_id: string;
  application_id: string;
  plays: number;
  seconds: number;
  last_played_at: string;
}

export interface PresentationUnlockFailuresTable {
  id: string;
  presentation_id: string;
  failed_at: string;
}

/** One thread per application or invitation (DESIGN §14, migration 0028). */
export interface ConversationsTable {
  id: string;
  casting_id: string;
  application_id: string | null;
  invitation_id: string | null;
  profile_id: string;
  /** The profile's account: the talent, or a child's guardian. */
  talent_user_id: string;
  client_user_id: string;
  minor: number;
  opened_side: MessageSide | null;
  opened_at: string | null;
  last_message_at: string | null;
  talent_read_at: string | null;
  client_read_at: string | null;
  talent_notified_at: string | null;
  client_notified_at: string | null;
  created_at: string;
}

export interface MessageAttachmentsTable {
  id: string;
  owner_user_id: string;
  file_name: string;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: string;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_user_id: string | null;
  side: MessageSide;
  text: string;
  attachment_id: string | null;
  status: MessageStatus;
  /** JSON of the MessageWarning[] it was flagged for; null when none. */
  warnings: string | null;
  created_at: string;
  moderated_by_user_id: string | null;
  moderated_at: string | null;
}

export interface ReportsTable {
  id: string;
  reporter_user_id: string;
  target_type: ReportTarget;
  target_id: string;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  action: ModerationAction | null;
  note: string | null;
  resolved_by_user_id: string | null;
  resolved_at: string | null;
  created_at: string;
}

export interface Database {
  child_work_checklists: ChildWorkChecklistsTable;
  child_media_access: ChildMediaAccessTable;
  resumable_uploads: ResumableUploadsTable;
  jobs: JobsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  saved_searches: SavedSearchesTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  talent_profiles: TalentProfilesTable;
  login_attempts: LoginAttemptsTable;
  castings: CastingsTable;
  applications: ApplicationsTable;
  application_status_changes: ApplicationStatusChangesTable;
  casting_counts: CastingCountsTable;
  instruments: InstrumentsTable;
  sports: SportsTable;
  dances: DancesTable;
  riding_skills: RidingSkillsTable;
  languages: LanguagesTable;
  distinctive_marks: DistinctiveMarksTable;
  photos: PhotosTable;
  videos: VideosTable;
  children: ChildrenTable;
  password_reset_tokens: PasswordResetTokensTable;
  birth_date_corrections: BirthDateCorrectionsTable;
  client_accounts: ClientAccountsTable;
  application_notes: ApplicationNotesTable;
  casting_visits: CastingVisitsTable;
  self_tape_requests: SelfTapeRequestsTable;
  profile_views: ProfileViewsTable;
  talent_search_words: TalentSearchWordsTable;
  talent_lists: TalentListsTable;
  talent_list_members: TalentListMembersTable;
  invitations: InvitationsTable;
  audition_sessions: AuditionSessionsTable;
  auditions: AuditionsTable;
  casting_sides: CastingSidesTable;
  sides_downloads: SidesDownloadsTable;
  presentations: PresentationsTable;
  presentation_talents: PresentationTalentsTable;
  presentation_viewers: PresentationViewersTable;
  presentation_votes: PresentationVotesTable;
  presentation_plays: PresentationPlaysTable;
  presentation_unlock_failures: PresentationUnlockFailuresTable;
  conversations: ConversationsTable;
  message_attachments: MessageAttachmentsTable;
  messages: MessagesTable;
  reports: ReportsTable;
}
