import type { JobQueue, PendingJobs } from '../jobs/job-queue';
import { INVITATION_JOBS } from '../jobs/job-registry';
import type { NotificationsService } from '../notifications/notifications.service';
import type { InvitationEvents, InvitationsService } from './invitations.service';

/** New invitations become one job per request, keyed by its first invitation: a retry adds none. */
export class InvitationNotices implements InvitationEvents {
  constructor(private readonly jobs: JobQueue) {}

  invited(invitationIds: readonly string[]): PendingJobs {
    return this.jobs.pending([
      {
        kind: INVITATION_JOBS.notify,
        data: { invitationIds: [...invitationIds] },
        key: invitationIds[0] ?? '',
      },
    ]);
  }
}

/**
 * The job: each invited talent (a child's guardian) gets a notice INVITATION linking to the casting,
 * and an e-mail if their preferences say so (the notifications module's delivery). The invitation's
 * id rides in the link, so opening the casting from it can mark it VIEWED. Each notice's key is its
 * invitation's, so a job run again after a crash tells no one twice.
 */
export function defineInvitationJobs(deps: {
  jobs: JobQueue;
  invitations: Pick<InvitationsService, 'withTargets'>;
  notifications: Pick<NotificationsService, 'deliver'>;
}): void {
  deps.jobs.define(INVITATION_JOBS.notify, async ({ data }) => {
    const rows = await deps.invitations.withTargets(data.invitationIds);
    await deps.notifications.deliver(
      rows.map((row) => ({
        userId: row.user_id,
        type: 'INVITATION' as const,
        params: {
          castingTitle: row.casting_title,
          childName: row.child_id ? row.first_name : null,
          message: row.message,
        },
        link: `/castings/${row.casting_slug}?invitation=${row.id}`,
        dedupeKey: `invitation:${row.id}`,
      })),
    );
  });
}
