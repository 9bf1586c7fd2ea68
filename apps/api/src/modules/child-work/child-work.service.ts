import type { Application } from '@talent/contract/applications';
import {
  CHECKLIST_ITEMS,
  CHECKLIST_MESSAGES,
  type ChecklistItem,
  type ChecklistUpdate,
  type ChildWorkChecklist,
} from '@talent/contract/child-work-checklist';
import { HttpError } from '../../http-error';
import type { ApplicationsService } from '../applications/applications.service';
import type { AuthService } from '../auth/auth.service';
import type { CastingsService } from '../castings/castings.service';
import type { ChildrenService } from '../children/children.service';
import type { ClientsService } from '../clients/clients.service';
import type { ChecklistRow, ChildWorkRepository } from './child-work.repository';
import { renderSpasNotice, spasNoticeFileName } from './spas-notice-pdf';
import { type WorkDates, workDates } from './work-dates';

const checklistNotFound = () => new HttpError(404, 'CHECKLIST_NOT_FOUND', CHECKLIST_MESSAGES.notFound);
const notAccepted = () => new HttpError(409, 'CHECKLIST_NOT_ACCEPTED', CHECKLIST_MESSAGES.notAccepted);

const COLUMN: Record<ChecklistItem, 'spas_notice_at' | 'documents_at' | 'companion_at' | 'contract_copy_at'> =
  {
    spasNotice: 'spas_notice_at',
    documents: 'documents_at',
    companion: 'companion_at',
    contractCopy: 'contract_copy_at',
  };

export interface ChildWorkDeps {
  repository: ChildWorkRepository;
  applications: Pick<ApplicationsService, 'getOwn' | 'castingOwnerOf' | 'noticeTarget'>;
  castings: Pick<CastingsService, 'findByIds'>;
  children: Pick<ChildrenService, 'childProfile'>;
  users: Pick<AuthService, 'getUser'>;
  organisers: Pick<ClientsService, 'companyNameOf'>;
}

/** What a reminder job needs to know about an accepted child application (no signed-in user there). */
export interface ReminderTarget {
  applicationId: string;
  guardianUserId: string;
  childName: string;
  castingTitle: string;
  dates: WorkDates;
  items: ChildWorkChecklist['items'];
}

const emptyRow = (applicationId: string, now: string): ChecklistRow => ({
  application_id: applicationId,
  companion_name: null,
  spas_notice_at: null,
  documents_at: null,
  companion_at: null,
  contract_copy_at: null,
  updated_at: now,
});

const itemsOf = (row: ChecklistRow): ChildWorkChecklist['items'] =>
  Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, row[COLUMN[item]]])) as ChildWorkChecklist['items'];

/**
 * The guardian's checklist on an accepted child application (issue 23, decision 0018 rows 18–21):
 * recorded for the guardian, never enforced. Only the guardian of the child that applied sees it;
 * for anyone else, and for an adult's own application, it does not exist (404).
 */
export class ChildWorkService {
  constructor(private readonly deps: ChildWorkDeps) {}

  async get(userId: string, applicationId: string): Promise<ChildWorkChecklist> {
    const application = await this.acceptedChildApplication(userId, applicationId);
    const row = (await this.deps.repository.find(application.id)) ?? emptyRow(application.id, '');
    return this.toDto(application, row);
  }

  /** Ticking sets the time (the first one is kept), unticking clears it; the companion needs a name. */
  async update(userId: string, applicationId: string, update: ChecklistUpdate): Promise<ChildWorkChecklist> {
    const application = await this.acceptedChildApplication(userId, applicationId);
    const now = new Date().toISOString();
    const row = { ...((await this.deps.repository.find(application.id)) ?? emptyRow(application.id, now)) };
    if (update.companionName !== undefined) row.companion_name = update.companionName || null;
    for (const item of CHECKLIST_ITEMS) {
      const ticked = update.items?.[item];
      if (ticked === undefined) continue;
      const column = COLUMN[item];
      row[column] = ticked ? (row[column] ?? now) : null;
    }
    // Row 18: a companion is named for the work; a ticked companion without a name says nothing.
    if (row.companion_at !== null && !row.companion_name) {
      throw new HttpError(400, 'VALIDATION_ERROR', CHECKLIST_MESSAGES.companionRequired, {
        companionName: CHECKLIST_MESSAGES.companionRequired,
      });
    }
    row.updated_at = now;
    await this.deps.repository.save(row);
    return this.toDto(application, row);
  }

  /** The SPAS information notice as a PDF to print (Romanian: it goes to a Romanian public office). */
  async spasNotice(userId: string, applicationId: string): Promise<{ fileName: string; body: Uint8Array }> {
    const application = await this.acceptedChildApplication(userId, applicationId);
    const casting = application.casting!;
    const [row, child, guardian, organiser] = await Promise.all([
      this.deps.repository.find(application.id),
      this.deps.children.childProfile(userId, application.childId!),
      this.deps.users.getUser(userId),
      this.organiserOf(application.id),
    ]);
    const body = await renderSpasNotice({
      child: {
        firstName: child.first_name,
        lastName: child.last_name,
        dateOfBirth: child.date_of_birth,
        // Where the profile says the child lives: the guardian corrects it if the domicile differs.
        locality: child.residence_city,
      },
      guardian: {
        name: `${guardian.firstName} ${guardian.lastName}`.trim(),
        email: guardian.email,
        phone: guardian.phone,
      },
      organiser,
      casting: { title: casting.title, projectType: casting.projectType, location: casting.location },
      schedule: casting.minorSchedule,
      dates: workDates(casting),
      companionName: row?.companion_name ?? null,
    });
    return { fileName: spasNoticeFileName(`${child.first_name} ${child.last_name}`), body };
  }

  /** An accepted child application, for the reminder jobs; undefined once it is anything else. */
  async reminderTarget(applicationId: string): Promise<ReminderTarget | undefined> {
    const target = await this.deps.applications.noticeTarget(applicationId);
    if (!target || target.child_id === null || target.status !== 'ACCEPTED') return undefined;
    const [casting] = await this.deps.castings.findByIds([target.casting_id]);
    if (!casting) return undefined;
    const row = (await this.deps.repository.find(applicationId)) ?? emptyRow(applicationId, '');
    return {
      applicationId,
      guardianUserId: target.user_id,
      childName: target.first_name,
      castingTitle: target.casting_title,
      dates: workDates(casting),
      items: itemsOf(row),
    };
  }

  /**
   * The caller's own child application, accepted. Someone else's, an adult's own and a missing one
   * are the same 404; a child application not (yet) accepted is 409, said in words.
   */
  private async acceptedChildApplication(userId: string, applicationId: string): Promise<Application> {
    let application: Application;
    try {
      application = await this.deps.applications.getOwn(userId, applicationId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw checklistNotFound();
      throw error;
    }
    if (application.childId === null || application.casting === null) throw checklistNotFound();
    if (application.status !== 'ACCEPTED') throw notAccepted();
    return application;
  }

  /** The casting owner's company; '' when the casting has none (made by an ADMIN). */
  private async organiserOf(applicationId: string): Promise<string> {
    const owner = await this.deps.applications.castingOwnerOf(applicationId);
    return (owner ? await this.deps.organisers.companyNameOf(owner) : null) ?? '';
  }

  private async toDto(application: Application, row: ChecklistRow): Promise<ChildWorkChecklist> {
    const casting = application.casting!;
    return {
      applicationId: application.id,
      castingId: casting.id,
      castingTitle: casting.title,
      childName: application.talentName,
      organiser: await this.organiserOf(application.id),
      location: casting.location,
      ...workDates(casting),
      schedule: casting.minorSchedule,
      companionName: row.companion_name,
      items: itemsOf(row),
    };
  }
}
