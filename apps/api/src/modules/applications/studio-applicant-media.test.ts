// What the studio gets of an applicant's photos (issue 30 points 9 and 12, DESIGN §6 and §10): cards and
// the header load the ≈ 400 px thumbnail, not the 1600 px display image; a child's files stop being
// signed for the client once the application is REJECTED or the guardian turned guardian mode off; a
// read of a signed link records who fetched it (address and browser), not only whom it named.
import type { Child } from '@talent/contract/children';
import type { Photo } from '@talent/contract/media';
import type { Applicant, ApplicantDetail } from '@talent/contract/studio';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyTo, moveApplication, signedUpTalent } from '../../test/application-helpers';
import { addChild, guardian, setGuardianMode } from '../../test/children-helpers';
import { injectUpload, type Part } from '../../test/media-test-files';
import { bearer, buildTestApp, createCasting, dateYearsAgo, staffAccount } from '../../test/test-app';

const t = buildTestApp();
const client = staffAccount(t, 'CLIENT');
const PRIVATE = '/api/media/private/';
type Headers = Record<string, string>;

/**
 * A phone-like portrait photo: a gradient under sensor-like grain, as a JPEG of quality 90. 1200×1600
 * is enough: a 12 MP phone photo makes the same served files (display fits in 1600 px, thumbnail in 400).
 */
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 1200;
  const height = 1600;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const base = [
        (x * 200) / width + seed * 7,
        (y * 180) / height + 40,
        ((x + y) * 120) / (width + height),
      ];
      for (let c = 0; c < 3; c++)
        pixels[at + c] = Math.max(0, Math.min(255, (base[c] as number) + (grain[at + c] as number) - 128));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const photoPart = (data: Buffer): Part => ({
  name: 'file',
  filename: 'IMG_0001.jpg',
  contentType: 'image/jpeg',
  data,
});
const load = (url: string, extra: { ip?: string; userAgent?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
    headers: extra.userAgent ? { 'user-agent': extra.userAgent } : {},
  });
const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() as string;

async function listOf(castingId: string): Promise<Applicant[]> {
  const response = await t.app.inject({
    url: `/api/studio/castings/${castingId}/applications?pageSize=50`,
    headers: bearer(client.tokens.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function detailOf(applicationId: string): Promise<ApplicantDetail> {
  const response = await t.app.inject({
    url: `/api/studio/applications/${applicationId}`,
    headers: bearer(client.tokens.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The talent (or guardian) applies through the API; the application's id. */
const apply = (headers: Headers, castingId: string, talentProfileId: string) =>
  applyTo(t, headers, castingId, talentProfileId);

/** A talent with `photo` uploaded and chosen as profile photo (its display URL, as the portal sends). */
async function talentWithPhoto(
  photo: Buffer,
): Promise<{ headers: Headers; profileId: string; photo: Photo }> {
  const { headers, profileId } = await signedUpTalent(t, { birthDate: dateYearsAgo(30) });
  const uploaded = await injectUpload(t.app, headers, '/api/profiles/me/photos', [photoPart(photo)]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const made = uploaded.json().data as Photo;
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers,
    payload: { profilePhotoUrl: made?.displayUrl },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { headers, profileId, photo: made as Photo };
}

/** A guardian's child with a photo chosen as profile photo, applied to a new casting of the client. */
async function childApplying() {
  const g = await guardian(t);
  const child: Child = await addChild(t, g.headers, { firstName: 'Ilinca' });
  const base = `/api/profiles/children/${child.id}`;
  const uploaded = await injectUpload(t.app, g.headers, `${base}/photos`, [photoPart(await phonePhoto(1))]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const photo = uploaded.json().data as Photo;
  const chosen = await t.app.inject({
    method: 'POST',
    url: base,
    headers: g.headers,
    payload: { profilePhotoUrl: photo?.displayUrl },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă cu copii' });
  const applicationId = await apply(g.headers, casting.id, child.talentProfileId);
  return { g, child, castingId: casting.id, applicationId };
}

/** Every URL of a child in what the studio got: signed, for this client. */
function expectSigned(applicant: Applicant, detail: ApplicantDetail) {
  for (const url of [
    applicant.talent.photoUrl,
    applicant.talent.photoThumbnailUrl,
    detail.talent.profilePhotoUrl,
    detail.talent.profilePhotoThumbnailUrl,
    detail.photos[0]?.thumbnailUrl,
  ]) {
    expect(url?.startsWith(PRIVATE), String(url)).toBe(true);
    expect(new URL(url as string, 'http://x').searchParams.get('viewer')).toBe(client.user.id);
  }
}

/** None of the child's files is linked: the studio shows its silhouette. */
function expectWithheld(applicant: Applicant, detail: ApplicantDetail) {
  expect(applicant.talent.photoUrl).toBeNull();
  expect(applicant.talent.photoThumbnailUrl).toBeNull();
  expect(detail.talent.profilePhotoUrl).toBeNull();
  expect(detail.talent.profilePhotoThumbnailUrl).toBeNull();
  expect(detail.photos).toEqual([]);
  expect(detail.videos).toEqual([]);
  expect(JSON.stringify([applicant, detail])).not.toContain(PRIVATE);
}

describe("a child's media in the studio (point 9)", () => {
  it('is no longer signed for the client once the application is REJECTED', async () => {
    const { castingId, applicationId } = await childApplying();
    expectSigned((await listOf(castingId))[0] as Applicant, await detailOf(applicationId));

    const rejected = await moveApplication(t, client.tokens.accessToken, applicationId, {
      status: 'REJECTED',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [applicant] = await listOf(castingId);
    expect(applicant?.status).toBe('REJECTED');
    expectWithheld(applicant as Applicant, await detailOf(applicationId));
  });

  it('is not signed while the guardian has guardian mode off, and is again once it is back on', async () => {
    const { g, castingId, applicationId } = await childApplying();
    expect((await setGuardianMode(t, g.headers, false)).statusCode).toBe(200);
    expectWithheld((await listOf(castingId))[0] as Applicant, await detailOf(applicationId));

    expect((await setGuardianMode(t, g.headers, true)).statusCode).toBe(200);
    expectSigned((await listOf(castingId))[0] as Applicant, await detailOf(applicationId));
  });

  it('a read records who fetched the link: the address and browser, one row for each new fetcher', async () => {
    const { child, castingId } = await childApplying();
    const url = (await listOf(castingId))[0]?.talent.photoThumbnailUrl as string;
    const rows = () =>
      t.app.db
        .selectFrom('child_media_access')
        .selectAll()
        .where('talent_profile_id', '=', child.talentProfileId)
        .where('storage_key', '=', keyOf(url))
        .orderBy('accessed_at')
        .execute();
    const before = (await rows()).length;
    const studio = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Studio)' };
    expect((await load(url, studio)).statusCode).toBe(200);
    expect((await load(url, studio)).statusCode).toBe(200);
    // The same link passed on and opened elsewhere: a row of its own, though it names the same viewer.
    expect((await load(url, { ip: '198.51.100.9', userAgent: 'curl/8.5.0' })).statusCode).toBe(200);
    const logged = (await rows()).slice(before);
    expect(logged.map((row) => [row.viewer_user_id, row.client_ip, row.user_agent])).toEqual([
      [client.user.id, '203.0.113.7', 'Mozilla/5.0 (Studio)'],
      [client.user.id, '198.51.100.9', 'curl/8.5.0'],
    ]);
  });
});

describe('card and header images (point 12)', () => {
  it("the list and the detail give the chosen photo's thumbnail, which is the ≈ 400 px variant", async () => {
    const talent = await talentWithPhoto(await phonePhoto(2));
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă la cafea' });
    const applicationId = await apply(talent.headers, casting.id, talent.profileId);
    const [applicant] = await listOf(casting.id);
    expect(applicant?.talent.photoThumbnailUrl).toBe(talent.photo.thumbnailUrl);
    expect(applicant?.talent.photoUrl).toBe(talent.photo.displayUrl);
    const detail = await detailOf(applicationId);
    expect(detail.talent.profilePhotoThumbnailUrl).toBe(talent.photo.thumbnailUrl);

    const served = await load(talent.photo.thumbnailUrl);
    expect(served.statusCode).toBe(200);
    const size = await sharp(served.rawPayload).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(400);
  });

  it("a child's thumbnail comes signed for the client too, and loads", async () => {
    const { castingId } = await childApplying();
    const [applicant] = await listOf(castingId);
    const url = applicant?.talent.photoThumbnailUrl as string;
    expect(url.startsWith(PRIVATE)).toBe(true);
    expect(keyOf(url)).toMatch(/-thumb\.webp$/);
    const served = await load(url);
    expect(served.statusCode).toBe(200);
    const size = await sharp(served.rawPayload).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(400);
  });

  it('a page of 24 applicants with phone photos weighs hundreds of KB in card images, not megabytes', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Figurație, 24 de roluri',
    });
    const photo = await phonePhoto(3);
    for (let index = 0; index < 24; index++) {
      const talent = await talentWithPhoto(photo);
      await apply(talent.headers, casting.id, talent.profileId);
    }
    const page = await listOf(casting.id);
    expect(page.length).toBe(24);
    const bytesOf = async (urls: Array<string | null>) => {
      let total = 0;
      for (const url of urls) total += (await load(url as string)).rawPayload.length;
      return total;
    };
    const cards = await bytesOf(page.map((applicant) => applicant.talent.photoThumbnailUrl));
    const displays = await bytesOf(page.map((applicant) => applicant.talent.photoUrl));
    expect(cards).toBeLessThan(1024 * 1024);
    expect(cards * 5).toBeLessThan(displays);
  }, 120_000);
});
