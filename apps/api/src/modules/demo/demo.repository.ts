import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@talent/contract/applications';
import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type {
  ApplicationStatusChangesTable,
  ApplicationsTable,
  AuditionSessionsTable,
  AuditionsTable,
  CastingsTable,
  ChildrenTable,
  ClientAccountsTable,
  NotificationsTable,
  PhotosTable,
  SavedSearchesTable,
  SelfTapeRequestsTable,
  TalentProfilesTable,
  UsersTable,
} from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { demoAuditions } from './demo-auditions';
import { type DemoMessages, demoMessages } from './demo-messages';
import { type DemoPresentations, demoPresentations } from './demo-presentations';
import { type DemoResearchData, type DemoResearchOwners, researchParts } from './directory-demo.repository';

type Rows<Table> = readonly Insertable<Table>[];

/** A bulk of the demo's rows that the table's owner writes inside the seed's transaction. */
interface Seeds<Table> {
  seedRows(rows: Rows<Table>): TransactionPart;
}

/**
 * The demo seed writes no table itself: each table's owning module inserts its rows through its
 * service (one owner per table, DESIGN §16), inside the seed's one transaction. The container hands
 * the services over.
 */
export interface DemoOwners extends DemoResearchOwners {
  users: Seeds<UsersTable> & { findUserByEmail(email: string): Promise<{ id: string } | undefined> };
  clients: Seeds<ClientAccountsTable>;
  children: Seeds<ChildrenTable>;
  profiles: Seeds<TalentProfilesTable> & { settleAfterBulkInsert(): Promise<void> };
  media: Seeds<PhotosTable>;
  castings: Seeds<CastingsTable> & { settleAfterBulkInsert(): Promise<void> };
  applications: {
    seedRows(
      applications: Rows<ApplicationsTable>,
      changes: Rows<ApplicationStatusChangesTable>,
    ): TransactionPart;
  };
  selfTapes: Seeds<SelfTapeRequestsTable>;
  notifications: Seeds<NotificationsTable>;
  savedSearches: Seeds<SavedSearchesTable>;
  auditions: {
    seedRows(sessions: Rows<AuditionSessionsTable>, auditions: Rows<AuditionsTable>): TransactionPart;
  };
  presentations: { seedRows(rows: DemoPresentations): TransactionPart };
  messages: { seedRows(rows: Pick<DemoMessages, 'conversations' | 'messages'>): TransactionPart };
  moderation: { seedRows(rows: DemoMessages['reports']): TransactionPart };
}

export interface DemoApplicationRow {
  castingId: string;
  /** Whose application; the demo talent's (the first profile) when left out. */
  profileId?: string;
  message: string | null;
  /** PENDING first, at the application time; a move may carry the casting team's message. */
  history: { status: ApplicationStatus; changedAt: string; message?: string | null }[];
}

export interface DemoData {
  users: Insertable<UsersTable>[];
  /** The demo client's company, verified. */
  clientAccounts: Insertable<ClientAccountsTable>[];
  children: Insertable<ChildrenTable>[];
  profiles: Insertable<TalentProfilesTable>[];
  photos: Insertable<PhotosTable>[];
  castings: Insertable<CastingsTable>[];
  /** Applications of the first profile. */
  applications: DemoApplicationRow[];
  /** The seeding moment every relative date counts from (the auditions' "tomorrow"). */
  seededAt?: Date;
  /** Who made the status moves (the catalogue's owner). */
  changedByUserId: string;
  /** The studio's research (issue 32): skills, the director's lists, invitations (demo-directory.ts). */
  research?: DemoResearchData;
}

const toNumber = (value: unknown) => Number(value ?? 0);

export class DemoRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly owners: DemoOwners,
  ) {}

  /** The demo may only go into a database that has neither users nor castings. */
  async isEmpty(db: AppDatabase = this.db): Promise<boolean> {
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst();
    const castings = await db
      .selectFrom('castings')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst();
    return toNumber(users?.total) === 0 && toNumber(castings?.total) === 0;
  }

  /** The id of the user with this e-mail, inserting `user` first if there is none. */
  async ensureUser(user: Insertable<UsersTable>): Promise<string> {
    const existing = await this.owners.users.findUserByEmail(user.email);
    if (existing) return existing.id;
    await this.inOneTransaction([this.owners.users.seedRows([user])]);
    return user.id;
  }

  /** Synthetic castings (benchmarks), in one transaction. */
  insertCastings(rows: Rows<CastingsTable>): Promise<void> {
    return this.inOneTransaction([this.owners.castings.seedRows(rows)]);
  }

  /** Synthetic talents (the directory benchmark): users and their profiles, in one transaction. */
  insertTalents(users: Rows<UsersTable>, profiles: Rows<TalentProfilesTable>): Promise<void> {
    return this.inOneTransaction([
      this.owners.users.seedRows(users),
      this.owners.profiles.seedRows(profiles),
    ]);
  }

  /** After the synthetic talents are in (see settleAfterBulkInsert). */
  settleTalents(): Promise<void> {
    return this.owners.profiles.settleAfterBulkInsert();
  }

  /** After the synthetic castings are in (see settleAfterBulkInsert). */
  settleCastings(): Promise<void> {
    return this.owners.castings.settleAfterBulkInsert();
  }

  private inOneTransaction(parts: readonly TransactionPart[]): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      for (const part of parts) await part.write(trx);
    });
  }

  /**
   * Everything in one transaction, after checking again inside it that the database is still
   * empty (another process may have seeded meanwhile). Returns false, having written nothing, if not.
   */
  insertIfEmpty(data: DemoData): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.isEmpty(trx))) return false;
      const { owners } = this;
      const { applications, changes, notices, shortlisted } = applicationRows(data);
      // The bell shows something on first start: the demo talent's decisions (the last one unread),
      // the director's digest of today's applicants, and a saved search.
      notices.push(directorDigest(data));
      // A self-tape the director asked of the demo talent, open for five days (DESIGN §9).
      const request = shortlisted ? demoSelfTapeRequest(data, shortlisted) : undefined;
      if (request) notices.push(request.notice);
      // Auditions tomorrow (issue 33): the demo casting's session, and the demo talent's callback.
      const auditions = demoAuditions(
        data.seededAt ?? new Date(),
        data.castings[0]!.id as string,
        applications,
        data.profiles,
        {
          profileId: data.profiles[0]!.id as string,
          userId: data.profiles[0]!.user_id as string,
          castingTitle: (id) => String(data.castings.find((casting) => casting.id === id)?.title ?? ''),
        },
      );
      notices.push(...auditions.notices);
      // A presentation of the demo casting with two viewers' votes (issue 34), behind the demo password.
      const owner = data.users.find((user) => user.id === data.changedByUserId);
      const presentations = demoPresentations(
        data.seededAt ?? new Date(),
        data.castings[0]!.id as string,
        data.changedByUserId,
        String(owner?.password_hash ?? ''),
        applications,
        data.profiles,
      );
      // A thread with the director, a held message in the child's thread, an open report (issue 35).
      const messages = demoMessages(data.seededAt ?? new Date(), applications, data.profiles, data.castings, {
        profileId: data.profiles[0]!.id as string,
        userId: data.profiles[0]!.user_id as string,
        ...(shortlisted ? { applicationId: shortlisted.id } : {}),
      });
      // In this order: each table's rows after the rows they point to.
      const parts = [
        owners.users.seedRows(data.users),
        owners.clients.seedRows(data.clientAccounts),
        owners.children.seedRows(data.children),
        owners.profiles.seedRows(data.profiles),
        owners.media.seedRows(data.photos),
        owners.castings.seedRows(data.castings),
        owners.applications.seedRows(applications, changes),
        owners.selfTapes.seedRows(request ? [request.row] : []),
        owners.notifications.seedRows(notices),
        owners.savedSearches.seedRows([demoSavedSearch(data)]),
        owners.auditions.seedRows(auditions.sessions, auditions.auditions),
        owners.presentations.seedRows(presentations),
        owners.messages.seedRows(messages),
        owners.moderation.seedRows(messages.reports),
        // The studio's research (issue 32): skills, the director's list, invitations.
        ...(data.research ? researchParts(owners, data.research) : []),
      ];
      for (const part of parts) await part.write(trx);
      return true;
    });
  }
}

/** The rows of the demo applications, their histories and the notices the demo talent got of them. */
function applicationRows(data: DemoData) {
  const demoTalentProfileId = data.profiles[0]!.id;
  const applications: Insertable<ApplicationsTable>[] = [];
  const changes: Insertable<ApplicationStatusChangesTable>[] = [];
  const notices: Insertable<NotificationsTable>[] = [];
  let shortlisted: { id: string; castingId: string } | undefined;
  for (const application of data.applications) {
    const id = randomUUID();
    if (!application.profileId) notices.push(...demoTalentNotices(data, id, application));
    if (!application.profileId && !shortlisted && application.history.at(-1)?.status === 'SHORTLISTED')
      shortlisted = { id, castingId: application.castingId };
    const first = application.history[0]!;
    const last = application.history.at(-1)!;
    applications.push({
      id,
      casting_id: application.castingId,
      talent_profile_id: application.profileId ?? demoTalentProfileId,
      message: application.message,
      status: last.status,
      applied_at: first.changedAt,
      updated_at: last.changedAt,
    });
    changes.push(
      ...application.history.map((change, index) => ({
        id: randomUUID(),
        application_id: id,
        status: change.status,
        changed_at: change.changedAt,
        changed_by_user_id: index === 0 ? null : data.changedByUserId,
        message: change.message ?? null,
      })),
    );
  }
  return { applications, changes, notices, shortlisted };
}

function demoSavedSearch(data: DemoData): Insertable<SavedSearchesTable> {
  return {
    id: randomUUID(),
    user_id: data.profiles[0]!.user_id,
    name: 'București, plătite',
    filters: JSON.stringify({ location: 'Bucuresti', minRemuneration: 200 }),
    alerts: 1,
    alerted_until: data.castings[0]!.created_at ?? new Date().toISOString(),
    created_at: data.castings[0]!.created_at ?? new Date().toISOString(),
  };
}

function demoSelfTapeRequest(data: DemoData, application: { id: string; castingId: string }) {
  const id = randomUUID();
  const now = new Date();
  const deadline = new Date(now.getTime() + 5 * 86_400_000);
  deadline.setUTCHours(16, 0, 0, 0);
  const casting = data.castings.find((row) => row.id === application.castingId);
  return {
    row: {
      id,
      application_id: application.id,
      requested_by: data.changedByUserId,
      // A short scene of two: the self-tape studio's teleprompter scrolls it, its reader speaks Mihai's lines.
      instructions: [
        'Filmează-te în format vertical, cu lumină naturală. Prezintă-te în 10 secunde, apoi joacă scena de două ori, o dată calm și o dată cu emoție (tu ești Ana):',
        'MIHAI: Trenul pleacă în zece minute. Mai stai?',
        'ANA: Nu plec nicăieri fără tine.',
        'MIHAI: Știi că nu pot veni cu tine.',
        'ANA: Atunci rămân. Și de data asta nu mă mai întrebi de ce.',
      ].join('\n'),
      deadline: deadline.toISOString(),
      created_at: now.toISOString(),
      video_id: null,
      submitted_at: null,
    },
    notice: {
      id: randomUUID(),
      user_id: data.profiles[0]!.user_id,
      type: 'SELF_TAPE_REQUEST',
      params: JSON.stringify({
        castingTitle: casting?.title ?? '',
        deadline: deadline.toISOString(),
        childName: null,
      }),
      link: `/my-applications/${application.id}`,
      dedupe_key: `self-tape:${id}`,
      created_at: now.toISOString(),
      read_at: null,
    } satisfies Insertable<NotificationsTable>,
  };
}

/** The notices the status moves of a demo application would have made (the same keys as the job's). */
function demoTalentNotices(
  data: DemoData,
  applicationId: string,
  application: DemoApplicationRow,
): Insertable<NotificationsTable>[] {
  const casting = data.castings.find((row) => row.id === application.castingId);
  const moves = application.history.slice(1);
  return moves.map((change, index) => ({
    id: randomUUID(),
    user_id: data.profiles[0]!.user_id,
    type: 'APPLICATION_STATUS',
    params: JSON.stringify({
      castingTitle: casting?.title ?? '',
      status: change.status,
      message: change.message ?? null,
      childName: null,
    }),
    link: `/my-applications/${applicationId}`,
    dedupe_key: `status:${applicationId}:${change.status}:${change.changedAt}`,
    created_at: change.changedAt,
    read_at: index < moves.length - 1 ? change.changedAt : null,
  }));
}

/** The director's digest of the applicants of the last day, per casting. */
function directorDigest(data: DemoData): Insertable<NotificationsTable> {
  const latest = data.applications
    .map((application) => application.history[0]!.changedAt)
    .sort()
    .at(-1)!;
  const since = new Date(Date.parse(latest) - 24 * 3600_000).toISOString();
  const counts = new Map<string, number>();
  for (const application of data.applications) {
    if (application.history[0]!.changedAt >= since)
      counts.set(application.castingId, (counts.get(application.castingId) ?? 0) + 1);
  }
  const castings = [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([castingId, count]) => ({
      id: castingId,
      title: data.castings.find((row) => row.id === castingId)?.title ?? '',
      count,
    }));
  const total = castings.reduce((sum, casting) => sum + casting.count, 0);
  return {
    id: randomUUID(),
    user_id: data.changedByUserId,
    type: 'NEW_APPLICATIONS',
    params: JSON.stringify({
      count: total,
      castings: castings.map(({ title, count }) => ({ title, count })),
    }),
    link: castings.length === 1 ? `/studio/castings/${castings[0]!.id}/applicants` : '/studio/castings',
    dedupe_key: `demo-digest:${data.changedByUserId}`,
    created_at: latest,
    read_at: null,
  };
}
