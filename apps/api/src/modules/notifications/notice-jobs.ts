import { addDays, romanianToday } from '@talent/contract/dates';
import type { SavedSearchFilters } from '@talent/contract/notifications';
import type { ApplicationsService } from '../applications/applications.service';
import { fitsProfile, matchesSavedFilters, type PublishedCasting } from '../castings/casting-match';
import type { CastingsService } from '../castings/castings.service';
import type { JobQueue } from '../jobs/job-queue';
import { NOTICE_JOBS } from '../jobs/job-registry';
import { defineScheduled } from '../jobs/scheduled-jobs';
import type { ProfilesService } from '../profiles/profiles.service';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { NEW_APPLICATIONS_SLOT_MS } from './notice-events';
import type { NewNotice, NotificationsService } from './notifications.service';

export interface NoticeJobsDeps {
  jobs: JobQueue;
  notifications: NotificationsService;
  applications: Pick<
    ApplicationsService,
    'noticeTarget' | 'targetsOfCasting' | 'targetsByCastingDate' | 'appliedBetween'
  >;
  castings: Pick<CastingsService, 'publishedBetween'>;
  profiles: Pick<ProfilesService, 'livingIn'>;
  savedSearches: Pick<SavedSearchesService, 'withAlerts' | 'markAlerted'>;
}

const BATCH = 500;
const HOUR_S = 3600;
const DAY_MS = 24 * 3600_000;
/** Saved-search alerts look this far back for castings published after each search's last alert. */
const ALERT_LOOKBACK_MS = 7 * DAY_MS;

/** The link of a castings list page with a saved search's filters, as the portal's URL writes them. */
export function castingsLink(filters: SavedSearchFilters): string {
  const search = new URLSearchParams();
  for (const key of ['q', 'location', 'minRemuneration', 'maxRemuneration', 'projectType'] as const) {
    const value = filters[key];
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/castings?${query}` : '/castings';
}

type NoticeTarget = NonNullable<Awaited<ReturnType<NoticeJobsDeps['applications']['noticeTarget']>>>;
/** A notice's own part (what and why), without its addressee and link, for each notice type. */
type NoticeBody = NewNotice extends infer Notice
  ? Notice extends NewNotice
    ? Omit<Notice, 'userId' | 'link'>
    : never
  : never;

/** A notice about an application goes to the talent who applied (a child's guardian), on its page. */
const toApplicant = (target: NoticeTarget) => ({
  userId: target.user_id,
  link: `/my-applications/${target.application_id}`,
});

/** What such a notice says of the work: the casting, and for a child's application the child's name. */
const castingOf = (target: NoticeTarget) => ({
  castingTitle: target.casting_title,
  childName: target.child_id ? target.first_name : null,
});

/**
 * Who hears about what (DESIGN §8, issue 21 point 2). Every notice carries its event's key, so a
 * job that runs again after a crash adds nothing twice; fan-outs go in batches of 500.
 */
export function defineNoticeJobs(deps: NoticeJobsDeps): { planSchedules: () => Promise<void> } {
  const { jobs, notifications } = deps;

  /** One notice to whoever made the application; an application gone since has no one to tell. */
  async function tellApplicant(applicationId: string, notice: (target: NoticeTarget) => NoticeBody) {
    const target = await deps.applications.noticeTarget(applicationId);
    if (target) await notifications.deliver([{ ...toApplicant(target), ...notice(target) }]);
  }

  jobs.define(NOTICE_JOBS.email, ({ data }) => notifications.sendEmail(data.notificationId));

  jobs.define(NOTICE_JOBS.applicationStatus, async ({ data }) => {
    if (data.status === 'PENDING') return;
    await tellApplicant(data.applicationId, (target) => ({
      type: 'APPLICATION_STATUS',
      params: { ...castingOf(target), status: data.status, message: data.message },
      dedupeKey: `status:${data.applicationId}:${data.status}:${data.changedAt}`,
    }));
  });

  jobs.define(NOTICE_JOBS.selfTapeRequested, ({ data }) =>
    tellApplicant(data.applicationId, (target) => ({
      type: 'SELF_TAPE_REQUEST',
      params: { ...castingOf(target), deadline: data.deadline },
      dedupeKey: `self-tape:${data.requestId}`,
    })),
  );

  jobs.define(NOTICE_JOBS.castingEnded, async ({ data }) => {
    // Everyone whose application was still open: no application stays open for ever.
    let afterId = '';
    for (;;) {
      const targets = await deps.applications.targetsOfCasting(
        data.castingId,
        // A suspension (moderation) also warns those already accepted: the work may not be what it said.
        data.status === 'SUSPENDED'
          ? ['PENDING', 'REVIEWED', 'SHORTLISTED', 'ACCEPTED']
          : ['PENDING', 'REVIEWED', 'SHORTLISTED'],
        afterId,
        BATCH,
      );
      if (targets.length === 0) return;
      await notifications.deliver(
        targets.map((target) => ({
          ...toApplicant(target),
          type: 'CASTING_CLOSED' as const,
          params: { ...castingOf(target), status: data.status },
          // A suspension that is lifted and a later close are two events, each told once.
          dedupeKey: `${data.status === 'SUSPENDED' ? 'suspended' : 'ended'}:${target.application_id}`,
        })),
      );
      afterId = targets[targets.length - 1]!.application_id;
    }
  });

  jobs.define(NOTICE_JOBS.newApplications, async ({ data }) => {
    const slot = new Date(data.slot);
    const rows = await deps.applications.appliedBetween(
      new Date(slot.getTime() - NEW_APPLICATIONS_SLOT_MS),
      slot,
    );
    const byOwner = new Map<string, typeof rows>();
    for (const row of rows) byOwner.set(row.owner_user_id, [...(byOwner.get(row.owner_user_id) ?? []), row]);
    await notifications.deliver(
      [...byOwner].map(([owner, castings]) => ({
        userId: owner,
        type: 'NEW_APPLICATIONS' as const,
        params: {
          count: castings.reduce((sum, casting) => sum + casting.count, 0),
          castings: castings.map((casting) => ({ title: casting.title, count: casting.count })),
        },
        link:
          castings.length === 1
            ? `/studio/castings/${castings[0]!.casting_id}/applicants`
            : '/studio/castings',
        dedupeKey: `new-applications:${owner}:${data.slot}`,
      })),
    );
  });

  const reminders = defineScheduled(jobs, NOTICE_JOBS.reminders, { everySeconds: HOUR_S }, async () => {
    // 48 hours before the casting day (a Romanian calendar day): from two days before it.
    const today = romanianToday();
    const targets = await deps.applications.targetsByCastingDate(
      ['SHORTLISTED', 'ACCEPTED'],
      addDays(today, 1) ?? today,
      addDays(today, 2) ?? today,
    );
    await notifications.deliver(
      targets.map((target) => ({
        ...toApplicant(target),
        type: 'REMINDER' as const,
        params: { ...castingOf(target), castingDate: target.casting_date ?? today, status: target.status },
        dedupeKey: `reminder:${target.application_id}:${target.casting_date}`,
      })),
    );
  });

  const matchDigest = defineScheduled(
    jobs,
    NOTICE_JOBS.castingMatch,
    // Once a day, 07:00 UTC (09:00 or 10:00 in Romania): at most one digest a day per profile.
    { everySeconds: 24 * HOUR_S, offsetSeconds: 7 * HOUR_S },
    (slot) => sendMatchDigest(deps, slot),
  );

  const savedSearchAlerts = defineScheduled(
    jobs,
    NOTICE_JOBS.savedSearchAlerts,
    { everySeconds: HOUR_S },
    (slot) => sendSavedSearchAlerts(deps, slot),
  );

  return {
    planSchedules: async () => {
      await reminders.plan();
      await matchDigest.plan();
      await savedSearchAlerts.plan();
    },
  };
}

/** The castings published in the day before `slot`, to each profile in their city that they fit. */
export async function sendMatchDigest(deps: NoticeJobsDeps, slot: Date): Promise<void> {
  const castings = await deps.castings.publishedBetween(new Date(slot.getTime() - DAY_MS), slot);
  const today = romanianToday(slot);
  const byProfile = new Map<
    string,
    { userId: string; childName: string | null; castings: PublishedCasting[] }
  >();
  for (const city of new Set(castings.map((casting) => casting.location))) {
    const inCity = castings.filter((casting) => casting.location === city);
    for (const profile of await deps.profiles.livingIn(city)) {
      const fitting = inCity.filter((casting) => fitsProfile(casting, profile, today));
      if (fitting.length === 0) continue;
      const entry = byProfile.get(profile.profileId) ?? {
        userId: profile.userId,
        childName: profile.childName,
        castings: [],
      };
      entry.castings.push(...fitting);
      byProfile.set(profile.profileId, entry);
    }
  }
  const notices: NewNotice[] = [...byProfile].map(([profileId, entry]) => ({
    userId: entry.userId,
    type: 'CASTING_MATCH',
    params: {
      titles: entry.castings.slice(0, 3).map((casting) => casting.title),
      count: entry.castings.length,
      childName: entry.childName,
    },
    link: entry.castings.length === 1 ? `/castings/${entry.castings[0]!.slug}` : '/castings',
    dedupeKey: `match:${profileId}:${today}`,
  }));
  for (let start = 0; start < notices.length; start += BATCH) {
    await deps.notifications.deliver(notices.slice(start, start + BATCH));
  }
}

/**
 * Each saved search with alerts: the castings published since its last alert that it finds. A page
 * of searches costs one delivery of all its notices and one update of their alert times, not a few
 * statements per search (issue 30 point 16).
 */
export async function sendSavedSearchAlerts(deps: NoticeJobsDeps, slot: Date): Promise<void> {
  const recent = await deps.castings.publishedBetween(new Date(slot.getTime() - ALERT_LOOKBACK_MS), slot);
  // Never back: a search saved after this run's time keeps its own start (the update skips it).
  const until = slot.toISOString();
  let afterId = '';
  for (;;) {
    const searches = await deps.savedSearches.withAlerts(afterId, BATCH);
    if (searches.length === 0) return;
    const notices: NewNotice[] = [];
    for (const search of searches) {
      const filters = JSON.parse(search.filters) as SavedSearchFilters;
      const found = recent.filter(
        (casting) => casting.publishedAt > search.alerted_until && matchesSavedFilters(casting, filters),
      );
      if (found.length === 0) continue;
      notices.push({
        userId: search.user_id,
        type: 'SAVED_SEARCH',
        params: {
          searchName: search.name,
          titles: found.slice(-3).map((casting) => casting.title),
          count: found.length,
        },
        link: castingsLink(filters),
        dedupeKey: `saved-search:${search.id}:${found[found.length - 1]!.publishedAt}`,
      });
    }
    // Delivered before the times move on: a crash in between sends again, and the dedupe keys drop it.
    await deps.notifications.deliver(notices);
    await deps.savedSearches.markAlerted(
      searches.filter((search) => until > search.alerted_until).map((search) => search.id),
      until,
    );
    afterId = searches[searches.length - 1]!.id;
  }
}
