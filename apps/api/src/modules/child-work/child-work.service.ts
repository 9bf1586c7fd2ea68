import type { Application } from '@talent/contract/applications';
import { ADULT_AGE } from '@talent/contract/child-work';
import {
  CHECKLIST_ITEMS,
  CHECKLIST_MESSAGES,
  type ChecklistUpdate,
  type ChildWorkChecklist,
} from '@talent/contract/child-work-checklist';
import { ageOn, romanianToday } from '@talent/contract/dates';
import { HttpError } from '../../http-error';
import type { ApplicationsService } from '../applications/applications.service';
import type { AuthService } from '../auth/auth.service';
import type { CastingsService } from '../castings/castings.service';
import type { ChildrenService } from '../children/children.service';
import type { ClientsService } from '../clients/clients.service';
import {
  type ApplicantRow,
  type ChecklistRow,
  type ChildWorkRepository,
  CompanionUnnamedError,
  emptyChecklistRow,
  ITEM_COLUMN,
} from './child-work.repository';
import { renderSpasNotice, spasNoticeFileName } from './spas-notice-pdf';
import { type WorkDates, workDates } from './work-dates';

const checklistNotFound = () => new HttpError(404, 'CHECKLIST_NOT_FOUND', CHECKLIST_MESSAGES.notFound);
const notAccepted = () => new HttpError(409, 'CHECKLIST_NOT_ACCEPTED', CHECKLIST_MESSAGES.notAccepted);
const castingCancelled = () =>
  new HttpError(409, 'CHECKLIST_CASTING_CANCELLED', CHECKLIST_MESSAGES.castingCancelled);

/** A casting in these statuses voids the checklist: no work, so no reminders. */
export const VOID_CASTING_STATUSES: readonly string[] = ['CANCELLED', 'SUSPENDED'];

export interface ChildWorkDeps {
  repository: ChildWorkRepository;
  applications: Pick<ApplicationsService, 'getOwn' | 'castingOwnerOf'>;
  castings: Pick<CastingsService, 'findByIds'>;
  children: Pick<ChildrenService, 'assertGuardianMode'>;
  users: Pick<AuthService, 'getUser'>;
  organisers: Pick<ClientsService, 'companyNameOf'>;
}

/** What a reminder job needs to know about an accepted child application (no signed-in user there). */
export interface ReminderTarget {
  applicationId: string;
  /** Who is reminded: the guardian, or the minor on their own account. */
  userId: string;
  /** The child's first name; '' on a minor's own account (the notice speaks to them). */
  childName: string;
  castingTitle: string;
  dates: WorkDates;
  items: ChildWorkChecklist['items'];
}

/**
 * Whose checklist an application has: a guardian's child ('guardian'), a minor on their own account,
 * 13–17 on the first working day (the shooting date, else today) ('own'), or nobody's (an adult).
 */
export function checklistKind(
  applicant: Pick<ApplicantRow, 'child_id' | 'date_of_birth'>,
  shootingDate: string | null,
  today: string = romanianToday(),
): 'guardian' | 'own' | null {
  if (applicant.child_id !== null) return 'guardian';
  const age = applicant.date_of_birth ? ageOn(applicant.date_of_birth, shootingDate ?? today) : null;
  return age !== null && age < ADULT_AGE ? 'own' : null;
}

interface AcceptedApplication {
  application: Application;
  casting: NonNullable<Application['casting']>;
  applicant: ApplicantRow;
  ownAccount: boolean;
}

const itemsOf = (row: ChecklistRow): ChildWorkChecklist['items'] =>
  Object.fromEntries(
    CHECKLIST_ITEMS.map((item) => [item, row[ITEM_COLUMN[item]]]),
  ) as ChildWorkChecklist['items'];

/**
 * The checklist on an accepted child application (issue 23, decision 0018 rows 18–21): recorded,
 * never enforced. It is the guardian's for a child they added (guardian mode on, else 403 like every
 * child route), or a minor's own on their own profile (13–17 on the first working day: no guardian on
 * the platform; the parents sign the notice by hand). For anyone else, and for an adult's own
 * application, it does not exist (404).
 */
export class ChildWorkService {
  constructor(private readonly deps: ChildWorkDeps) {}

  async get(userId: string, applicationId: string): Promise<ChildWorkChecklist> {
    const accepted = await this.acceptedChildApplication(userId, applicationId);
    const row = (await this.deps.repository.find(applicationId)) ?? emptyChecklistRow(applicationId, '');
    return this.toDto(accepted, row);
  }

  /**
   * Ticking sets the time (the first one is kept), unticking clears it; the companion needs a name.
   * Only what is sent is written (the repository's update), so two quick ticks both stay.
   */
  async update(userId: string, applicationId: string, update: ChecklistUpdate): Promise<ChildWorkChecklist> {
    const accepted = await this.acceptedChildApplication(userId, applicationId);
    let row: ChecklistRow;
    try {
      row = await this.deps.repository.update(
        applicationId,
        {
          ...(update.companionName !== undefined && { companionName: update.companionName || null }),
          items: update.items ?? {},
        },
        new Date().toISOString(),
      );
    } catch (error) {
      if (!(error instanceof CompanionUnnamedError)) throw error;
      throw new HttpError(400, 'VALIDATION_ERROR', CHECKLIST_MESSAGES.companionRequired, {
        companionName: CHECKLIST_MESSAGES.companionRequired,
      });
    }
    return this.toDto(accepted, row);
  }

  /**
   * The SPAS information notice as a PDF to print (Romanian: it goes to a Romanian public office).
   * A cancelled casting has no work to announce: 409. On a minor's own account the notice carries the
   * minor's details and leaves the parent's lines to fill in by hand.
   */
  async spasNotice(userId: string, applicationId: string): Promise<{ fileName: string; body: Uint8Array }> {
    const { application, casting, applicant, ownAccount } = await this.acceptedChildApplication(
      userId,
      applicationId,
    );
    if (casting.status === 'CANCELLED') throw castingCancelled();
    const [row, user, organiser] = await Promise.all([
      this.deps.repository.find(application.id),
      this.deps.users.getUser(userId),
      this.organiserOf(application.id),
    ]);
    const body = await renderSpasNotice({
      child: {
        firstName: applicant.first_name,
        lastName: applicant.last_name,
        dateOfBirth: applicant.date_of_birth,
        // Where the profile says the child lives: corrected by hand if the domicile differs.
        locality: applicant.residence_city,
        // A minor on their own account: SPAS reaches the child's own e-mail and phone.
        ...(ownAccount && { contact: { email: user.email, phone: user.phone } }),
      },
      // The parents are not on the platform when the minor applied alone: their lines stay blank.
      guardian: ownAccount
        ? null
        : { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone },
      organiser,
      casting: { title: casting.title, projectType: casting.projectType, location: casting.location },
      schedule: casting.minorSchedule,
      dates: workDates(casting),
      companionName: row?.companion_name ?? null,
    });
    return {
      fileName: spasNoticeFileName(`${applicant.first_name} ${applicant.last_name}`),
      body,
    };
  }

  /**
   * An accepted child application (a guardian's child or a minor's own), for the reminder jobs;
   * undefined once it is anything else, or its casting is cancelled or suspended (no work, no reminder).
   */
  async reminderTarget(applicationId: string): Promise<ReminderTarget | undefined> {
    return (await this.reminderTargets([applicationId]))[0];
  }

  /**
   * `reminderTarget` for many applications (a page of the daily sweep) in three statements, whatever
   * their number (issue 30 point 16): the applicants, their castings and their checklists. Those that
   * are no (longer a) target are left out.
   */
  async reminderTargets(applicationIds: readonly string[]): Promise<ReminderTarget[]> {
    const applicants = (await this.deps.repository.applicants(applicationIds)).filter(
      (applicant) => applicant.status === 'ACCEPTED',
    );
    if (applicants.length === 0) return [];
    const castings = await this.deps.castings.findByIds([
      ...new Set(applicants.map((applicant) => applicant.casting_id)),
    ]);
    const castingById = new Map(castings.map((casting) => [casting.id, casting]));
    const targets = applicants.flatMap((applicant) => {
      const casting = castingById.get(applicant.casting_id);
      if (!casting || VOID_CASTING_STATUSES.includes(casting.status)) return [];
      const kind = checklistKind(applicant, casting.shootingDate);
      return kind === null ? [] : [{ applicant, casting, kind }];
    });
    const checklists = await this.deps.repository.findMany(
      targets.map(({ applicant }) => applicant.application_id),
    );
    const checklistOf = new Map(checklists.map((row) => [row.application_id, row]));
    return targets.map(({ applicant, casting, kind }) => {
      const applicationId = applicant.application_id;
      const row = checklistOf.get(applicationId) ?? emptyChecklistRow(applicationId, '');
      return {
        applicationId,
        userId: applicant.user_id,
        childName: kind === 'guardian' ? applicant.first_name : '',
        castingTitle: casting.title,
        dates: workDates(casting),
        items: itemsOf(row),
      };
    });
  }

  /**
   * The caller's own child application, accepted: a guardian's child (guardian mode on, else 403
   * GUARDIAN_MODE_REQUIRED), or their own while a minor. Someone else's, an adult's own and a missing
   * one are the same 404; a child application not (yet) accepted is 409, said in words.
   */
  private async acceptedChildApplication(
    userId: string,
    applicationId: string,
  ): Promise<AcceptedApplication> {
    let application: Application;
    try {
      application = await this.deps.applications.getOwn(userId, applicationId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw checklistNotFound();
      throw error;
    }
    const casting = application.casting;
    const applicant = casting ? await this.deps.repository.applicant(application.id) : undefined;
    if (!casting || !applicant) throw checklistNotFound();
    const kind = checklistKind(applicant, casting.shootingDate);
    if (kind === null) throw checklistNotFound();
    if (kind === 'guardian') await this.deps.children.assertGuardianMode(userId);
    if (application.status !== 'ACCEPTED') throw notAccepted();
    return { application, casting, applicant, ownAccount: kind === 'own' };
  }

  /** The casting owner's company; '' when the casting has none (made by an ADMIN). */
  private async organiserOf(applicationId: string): Promise<string> {
    const owner = await this.deps.applications.castingOwnerOf(applicationId);
    return (owner ? await this.deps.organisers.companyNameOf(owner) : null) ?? '';
  }

  private async toDto(
    { application, casting, ownAccount }: AcceptedApplication,
    row: ChecklistRow,
  ): Promise<ChildWorkChecklist> {
    return {
      applicationId: application.id,
      castingId: casting.id,
      castingTitle: casting.title,
      castingStatus: casting.status,
      childName: application.talentName,
      ownAccount,
      organiser: await this.organiserOf(application.id),
      location: casting.location,
      ...workDates(casting),
      schedule: casting.minorSchedule,
      companionName: row.companion_name,
      items: itemsOf(row),
    };
  }
}
