// Castings, applicants and guardians' children made through the API, for the browser tests of issue
// 35 (messages and safety): each test makes its own, so no test depends on another's data.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { MinorSchedule } from '@talent/contract/child-work';
import { applyByApi, publishCastingByApi, staffToken } from './castings-by-api';
import { bearer, expect, newTalent, registerByApi, type TalentAccount } from './fixtures';
import { verifiedClient } from './studio-accounts';

/** A verified company (its sign-in, its token and its name as talents see it) with a casting for adults. */
export async function companyWithCasting(request: APIRequestContext, title: string) {
  const client = await verifiedClient(request);
  const token = await staffToken(request, client);
  const casting = await publishCastingByApi(request, token, {
    title,
    shortDescription: 'Căutăm o actriță pentru o reclamă',
    description: 'O zi de filmare în București.',
  });
  const me = await request.get('/api/staff/me', { headers: bearer(token) });
  const company = ((await me.json()) as { data: { company: { name: string } } }).data.company.name;
  return { client, token, casting, company };
}

/** A talent registered through the API and applied to the casting; their tokens and application. */
export async function adultApplicant(request: APIRequestContext, castingId: string, talent: TalentAccount) {
  const { tokens } = await registerByApi(request, talent);
  const applicationId = await applyByApi(request, castingId, tokens.accessToken);
  return { talent, tokens, applicationId, name: `${talent.firstName} ${talent.lastName}` };
}

/** 'YYYY-MM-DD' of today moved by whole years and days, in the test machine's calendar. */
function dayFrom(years: number, days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear() + years, now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * A casting for children (3–10, two hours on one day: fits every age band of HG 75/2015) and a
 * guardian whose 8-year-old child applied to it, through the API; the child's application id.
 */
export async function guardianChildApplicant(
  request: APIRequestContext,
  token: string,
  title: string,
  guardian: TalentAccount = newTalent({ firstName: 'Mihaela', lastName: 'Pop' }),
  child = { firstName: 'Matei', lastName: 'Pop' },
) {
  const schedule: MinorSchedule = { dailyStart: '10:00', dailyEnd: '12:00', days: 1 };
  const casting = await publishCastingByApi(request, token, {
    title,
    shortDescription: 'Căutăm copii pentru o reclamă la jucării',
    description: 'Filmare într-un studio din București, cu pauze și gustări.',
    castingDate: dayFrom(0, 20),
    shootingDate: dayFrom(0, 30),
    ageRanges: [{ min: 3, max: 10 }],
    minorSchedule: schedule,
  });
  const { tokens } = await registerByApi(request, guardian);
  const enabled = await request.post('/api/users/guardian-mode/enable', {
    headers: bearer(tokens.accessToken),
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const added = await request.post('/api/children', {
    headers: bearer(tokens.accessToken),
    data: { ...child, dateOfBirth: dayFrom(-8, -30), gender: 'MALE' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const childId = ((await added.json()) as { data: { id: string } }).data.id;
  const profile = await request.get(`/api/profiles/children/${childId}`, {
    headers: bearer(tokens.accessToken),
  });
  const childProfileId = ((await profile.json()) as { data: { id: string } }).data.id;
  const applied = await request.post('/api/applications', {
    headers: bearer(tokens.accessToken),
    data: { castingId: casting.id, talentProfileId: childProfileId },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { data: { id: string } }).data.id;
  return {
    casting,
    guardian,
    tokens,
    applicationId,
    childName: `${child.firstName} ${child.lastName}`,
  };
}

/** What a reader's inbox holds (`/api/conversations` for a talent, `/api/studio/conversations` for a client). */
export async function inboxByApi(request: APIRequestContext, token: string, listPath = '/api/conversations') {
  const listed = await request.get(listPath, { headers: bearer(token) });
  expect(listed.status(), await listed.text()).toBe(200);
  return (
    (await listed.json()) as {
      data: {
        id: string;
        casting: { title: string };
        unread: number;
        lastMessage: { text: string } | null;
      }[];
    }
  ).data;
}

/** The messages of a thread as its reader gets them (`/api/conversations/{id}` or `/api/studio/conversations/{id}`). */
export async function threadByApi(request: APIRequestContext, token: string, threadPath: string) {
  const thread = await request.get(`${threadPath}/messages`, { headers: bearer(token) });
  expect(thread.status(), await thread.text()).toBe(200);
  return ((await thread.json()) as { data: { messages: { text: string; status: string }[] } }).data.messages;
}

/** The reader's unread messages, as the bell's count answers them (`meta.messages`). */
export async function unreadMessagesByApi(request: APIRequestContext, token: string) {
  const counted = await request.get('/api/notifications?pageSize=1', { headers: bearer(token) });
  expect(counted.status(), await counted.text()).toBe(200);
  return ((await counted.json()) as { meta: { messages: number } }).meta.messages;
}

/** A small, real PDF (one empty page) written in `dir`; its path. */
export function writeSmallPdf(dir: string, name: string): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const path = join(dir, name);
  writeFileSync(path, body, 'latin1');
  return path;
}
