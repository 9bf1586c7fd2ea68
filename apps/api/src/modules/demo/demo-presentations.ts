import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type {
  ApplicationsTable,
  PresentationsTable,
  PresentationTalentsTable,
  PresentationViewersTable,
  PresentationVotesTable,
  TalentProfilesTable,
} from '../../db/schema';
import { tokenHash } from '../presentations/presentation-tokens';

/**
 * The demo presentation's link, at /p/{token}, with the demo password (README). A real link's token is
 * 128 random bits shown once; the demo's is known so that a new user can open it on first start.
 */
export const DEMO_PRESENTATION_TOKEN = 'demo-prezentare-cafea';

/** Two viewers' votes on the four talents shown: Yes, Maybe or No, some with a comment. */
const VOTES = [
  [
    ['YES', 'Exact ce căutăm pentru rolul principal.'],
    ['MAYBE', null],
    ['NO', 'Prea tânăr pentru rol.'],
    ['YES', null],
  ],
  [
    ['YES', 'De acord, și are experiență la cameră.'],
    ['NO', null],
    ['MAYBE', 'Aș vrea să-l văd la callback.'],
    ['YES', 'Energie foarte bună.'],
  ],
] as const;
const VIEWERS = ['Andrei Munteanu (producător)', 'Ioana Dragomir (agenția Nova)'];

export interface DemoPresentations {
  presentations: Insertable<PresentationsTable>[];
  talents: Insertable<PresentationTalentsTable>[];
  viewers: Insertable<PresentationViewersTable>[];
  votes: Insertable<PresentationVotesTable>[];
  plays: [];
}

/**
 * The demo's presentation (issue 34 point 5): four adult applicants of the demo casting shown to a
 * producer and an agency, with the demo password, for 14 days from the seeding, and the two viewers'
 * votes, so the studio's chips and the presentation's page have something on first start.
 */
export function demoPresentations(
  now: Date,
  demoCastingId: string,
  ownerUserId: string,
  passwordHash: string,
  applications: readonly Insertable<ApplicationsTable>[],
  profiles: readonly Insertable<TalentProfilesTable>[],
): DemoPresentations {
  const adults = new Set(
    profiles.filter((profile) => profile.child_id === null).map((profile) => profile.id),
  );
  const shown = applications
    .filter(
      (application) =>
        application.casting_id === demoCastingId &&
        application.status !== 'REJECTED' &&
        adults.has(application.talent_profile_id),
    )
    .slice(0, 4);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const presentation = {
    id: randomUUID(),
    casting_id: demoCastingId,
    created_by_user_id: ownerUserId,
    title: 'Finaliști pentru producător',
    token_hash: tokenHash(DEMO_PRESENTATION_TOKEN),
    password_hash: passwordHash,
    show_notes: 0,
    expires_at: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
    revoked_at: null,
    created_at: at(180),
  };
  const viewers = VIEWERS.map((name, index) => ({
    id: randomUUID(),
    presentation_id: presentation.id,
    name,
    // Nobody holds these tokens: the demo's viewers only left their votes.
    token_hash: tokenHash(randomUUID()),
    created_at: at(120 - index * 30),
    last_seen_at: at(60 - index * 30),
  }));
  return {
    presentations: [presentation],
    talents: shown.map((application, position) => ({
      presentation_id: presentation.id,
      application_id: application.id as string,
      position,
    })),
    viewers,
    votes: viewers.flatMap((viewer, v) =>
      shown.map((application, index) => {
        const [vote, comment] = VOTES[v]![index]!;
        return {
          viewer_id: viewer.id,
          application_id: application.id as string,
          vote,
          comment,
          voted_at: at(100 - v * 30 - index),
        };
      }),
    ),
    plays: [],
  };
}
