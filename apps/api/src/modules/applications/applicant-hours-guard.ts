import type { ApplicationStatus } from '@talent/contract/applications';
import { HttpError } from '../../http-error';
import type { CastingHoursGuard } from '../castings/castings.service';
import type { ApplicationsRepository } from './applications.repository';
import { type CastingHours, childWorkRefusal, refusalText } from './child-work-check';

/** Applications a change of hours must still fit: every one not rejected. */
const HELD_STATUSES: readonly ApplicationStatus[] = ['PENDING', 'REVIEWED', 'SHORTLISTED', 'ACCEPTED'];

/**
 * The castings service asks this before it saves new hours, a new shooting date or new age ranges
 * (HG 75/2015). It is its own small service, built on the applications' repository alone, so the
 * castings service can take it in its constructor although the applications service is built on
 * castings: the cycle is broken by what the rule needs, not by wiring it in later (decision 0022).
 */
export class ApplicantHoursGuard implements CastingHoursGuard {
  constructor(private readonly applications: Pick<ApplicationsRepository, 'applicantAges'>) {}

  /**
   * The new hours must still fit every child whose application is open or accepted: else 422, naming
   * how many and the first rule broken.
   */
  async assertHoursFitApplicants(
    castingId: string,
    next: CastingHours,
    language: 'ro' | 'en',
  ): Promise<void> {
    const applicants = await this.applications.applicantAges(castingId, HELD_STATUSES);
    const refused = applicants
      .map((applicant) => ({ applicant, refusal: childWorkRefusal(applicant, next) }))
      .filter((entry) => entry.refusal !== null);
    const first = refused[0];
    if (!first?.refusal) return;
    const rule = refusalText(first.refusal, next, language);
    const count = refused.length;
    const message =
      language === 'ro'
        ? `Programul sau datele noi nu respectă HG 75/2015 pentru ${count === 1 ? 'un copil care a aplicat' : `${count} copii care au aplicat`} (${first.applicant.first_name}: ${rule}) Păstrează un program potrivit sau respinge mai întâi aplicațiile lor.`
        : `The new hours or dates break HG 75/2015 for ${count === 1 ? 'a child who applied' : `${count} children who applied`} (${first.applicant.first_name}: ${rule}) Keep hours that fit, or reject their applications first.`;
    throw new HttpError(422, 'MINOR_SCHEDULE_BREAKS_APPLICANTS', message);
  }
}
