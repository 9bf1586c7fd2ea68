import { randomUUID } from 'node:crypto';
import { messageWarnings } from '@talent/contract/message-safety';
import type { Insertable } from 'kysely';
import type {
  ApplicationsTable,
  CastingsTable,
  ConversationsTable,
  MessagesTable,
  ReportsTable,
  TalentProfilesTable,
} from '../../db/schema';

export interface DemoMessages {
  conversations: Insertable<ConversationsTable>[];
  messages: Insertable<MessagesTable>[];
  reports: Insertable<ReportsTable>[];
}

/** The demo talent's thread with the director, oldest first: [side, text, minutes before the seeding]. */
const TALK = [
  ['CLIENT', 'Bună ziua! Ne-a plăcut mult aplicarea ta. Poți face un accent moldovenesc pentru rol?', 300],
  [
    'TALENT',
    'Bună ziua! Da, am mai jucat un rol cu accent moldovenesc anul trecut. Vă pot trimite o înregistrare.',
    280,
  ],
  ['CLIENT', 'Perfect. Te rugăm să vii la callback cu o ținută sport, fără logo-uri vizibile.', 40],
] as const;

/** Flagged (a money request and a phone number) in a child's thread: waits in the admin's queue. */
const HELD_TEXT = 'Pentru rol e nevoie de un avans de 150 lei. Scrie-mi pe WhatsApp la 0722 123 456.';

/**
 * The demo's messages (issue 35 point 6): a thread on the demo talent's application with messages
 * both ways (the last one unread), a held message in the guardian's child's thread for the
 * administrator to release or reject, and one open report of a casting by the demo talent.
 */
export function demoMessages(
  now: Date,
  applications: readonly Insertable<ApplicationsTable>[],
  profiles: readonly Insertable<TalentProfilesTable>[],
  castings: readonly Insertable<CastingsTable>[],
  demoTalent: { profileId: string; userId: string; applicationId?: string },
): DemoMessages {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const ownerOf = (castingId: string) =>
    String(castings.find((casting) => casting.id === castingId)?.owner_user_id ?? '');
  const result: DemoMessages = { conversations: [], messages: [], reports: [] };

  const talentApplication =
    applications.find((application) => application.id === demoTalent.applicationId) ??
    applications.find((application) => application.talent_profile_id === demoTalent.profileId);
  if (talentApplication) {
    const id = randomUUID();
    const clientUserId = ownerOf(String(talentApplication.casting_id));
    result.conversations.push({
      ...thread(id, talentApplication, demoTalent.userId, clientUserId, 0, at(300)),
      last_message_at: at(TALK.at(-1)![2]),
      // The talent read the thread before the last message; the director read it all.
      talent_read_at: at(100),
      client_read_at: at(20),
    });
    for (const [side, text, minutesAgo] of TALK) {
      result.messages.push(
        message(id, side, side === 'TALENT' ? demoTalent.userId : clientUserId, text, 'SENT', at(minutesAgo)),
      );
    }
  }

  const childProfiles = new Map(
    profiles.filter((profile) => profile.child_id !== null).map((profile) => [profile.id, profile]),
  );
  const childApplication = applications.find((application) =>
    childProfiles.has(application.talent_profile_id as string),
  );
  if (childApplication) {
    const id = randomUUID();
    const guardianUserId = String(childProfiles.get(childApplication.talent_profile_id as string)?.user_id);
    const clientUserId = ownerOf(String(childApplication.casting_id));
    result.conversations.push(thread(id, childApplication, guardianUserId, clientUserId, 1, at(90)));
    result.messages.push({
      ...message(id, 'CLIENT', clientUserId, HELD_TEXT, 'HELD', at(90)),
      warnings: JSON.stringify(messageWarnings(HELD_TEXT)),
    });
  }

  const reported = castings.at(-1);
  if (reported) {
    result.reports.push({
      id: randomUUID(),
      reporter_user_id: demoTalent.userId,
      target_type: 'CASTING',
      target_id: String(reported.id),
      reason: 'PAYMENT_REQUEST',
      details:
        'Cineva care spunea că e de la acest casting mi-a cerut pe telefon o taxă de înscriere de 100 lei.',
      status: 'OPEN',
      action: null,
      note: null,
      resolved_by_user_id: null,
      resolved_at: null,
      created_at: at(60),
    });
  }
  return result;
}

function thread(
  id: string,
  application: Insertable<ApplicationsTable>,
  talentUserId: string,
  clientUserId: string,
  minor: number,
  openedAt: string,
): Insertable<ConversationsTable> {
  return {
    id,
    casting_id: String(application.casting_id),
    application_id: String(application.id),
    invitation_id: null,
    profile_id: String(application.talent_profile_id),
    talent_user_id: talentUserId,
    client_user_id: clientUserId,
    minor,
    opened_side: 'CLIENT',
    opened_at: openedAt,
    last_message_at: null,
    talent_read_at: null,
    client_read_at: null,
    talent_notified_at: openedAt,
    client_notified_at: null,
    created_at: openedAt,
  };
}

function message(
  conversationId: string,
  side: 'TALENT' | 'CLIENT',
  senderUserId: string,
  text: string,
  status: 'SENT' | 'HELD',
  createdAt: string,
): Insertable<MessagesTable> {
  return {
    id: randomUUID(),
    conversation_id: conversationId,
    sender_user_id: senderUserId,
    side,
    text,
    attachment_id: null,
    status,
    warnings: null,
    created_at: createdAt,
    moderated_by_user_id: null,
    moderated_at: null,
  };
}
