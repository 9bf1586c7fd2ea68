import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import type { Application } from '@talent/contract/applications';
import { ONLY_TALENT_MESSAGE } from '@talent/contract/errors';
import { describe, expect, it } from 'vitest';
import { CLI_TIMEOUT, runCli } from './test/cli-runner';
import {
  bearer,
  buildTestApp,
  castingPayload,
  createStaff,
  dateYearsAgo,
  ownProfileId,
  register,
} from './test/test-app';

const t = buildTestApp();
const cli = (...args: string[]) => runCli(t.config, ...args);

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('npm run cli', () => {
  it('help lists the commands with examples', async () => {
    const result = await cli('help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('create-user');
    expect(result.stdout).toContain('--role ADMIN|CLIENT|TALENT');
    for (const command of [
      'import-castings',
      'casting-status',
      'application-status',
      'correct-birth-date',
      'list-applications',
    ]) {
      expect(result.stdout).toContain(`npm run cli -- ${command}`);
    }
  });

  it('create-user makes a CLIENT who exists in the same database and is refused by the portal', async () => {
    const result = await cli(
      'create-user',
      '--role',
      'CLIENT',
      '--email',
      'Director@Example.com',
      '--password',
      'client-pass-1',
      '--first-name',
      'Casting',
      '--last-name',
      'Director',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    const response = await login('director@example.com', 'client-pass-1');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ONLY_TALENT_MESSAGE);

    const again = await cli(
      'create-user',
      '--role',
      'ADMIN',
      '--email',
      'director@example.com',
      '--password',
      'client-pass-1',
      '--first-name',
      'A',
      '--last-name',
      'B',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An account with this email address already exists');
  });

  it('create-user makes a TALENT who can sign in and has a talent profile', async () => {
    const result = await cli(
      'create-user',
      '--role',
      'talent',
      '--email',
      'actor@example.com',
      '--password',
      'talent-pass-1',
      '--first-name',
      'Radu',
      '--last-name',
      'Ene',
      '--gender',
      'male',
      '--birth-date',
      '1990-01-02',
    );
    expect(result.code, result.stderr).toBe(0);
    expect((await login('actor@example.com', 'talent-pass-1')).statusCode).toBe(200);
    const profile = await t.app.db
      .selectFrom('talent_profiles')
      .select(['first_name', 'gender', 'date_of_birth'])
      .where('user_id', '=', result.stdout.trim())
      .executeTakeFirst();
    expect(profile).toEqual({ first_name: 'Radu', gender: 'MALE', date_of_birth: '1990-01-02' });
  });

  it('explains bad input with exit code 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [
        ['create-user', '--role', 'ADMIN', '--email', 'x@example.com'],
        /missing --password, --first-name, --last-name/,
      ],
      [
        [
          'create-user',
          '--role',
          'BOSS',
          '--email',
          'x@example.com',
          '--password',
          'long-enough',
          '--first-name',
          'A',
          '--last-name',
          'B',
        ],
        /--role: must be ADMIN, CLIENT or TALENT/,
      ],
      [
        [
          'create-user',
          '--role',
          'ADMIN',
          '--email',
          'nope',
          '--password',
          'long-enough',
          '--first-name',
          'A',
          '--last-name',
          'B',
        ],
        /--email: Invalid email address/,
      ],
      [
        [
          'create-user',
          '--role',
          'ADMIN',
          '--email',
          'x@example.com',
          '--password',
          'short',
          '--first-name',
          'A',
          '--last-name',
          'B',
        ],
        /--password: Password must be at least 8 characters/,
      ],
      [['create-user', '--nonsense'], /Unknown option '--nonsense'/],
      [['frobnicate'], /Unknown command "frobnicate"/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
    }
  });
});

/** A file in the test's data folder. */
function jsonFile(name: string, content: unknown): string {
  const file = join(t.config.dataDir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const createClient = (email: string) =>
  cli(
    'create-user',
    '--role',
    'CLIENT',
    '--email',
    email,
    '--password',
    'client-pass-1',
    '--first-name',
    'Dana',
    '--last-name',
    'Regizor',
  );

describe('npm run cli -- import-castings', () => {
  it(
    'checks every record first, prints every problem, and imports nothing if any record is wrong',
    async () => {
      expect((await createClient('importer@example.com')).code).toBe(0);
      const file = jsonFile('bad.json', [
        castingPayload({ title: 'Bun de importat' }),
        {
          title: '',
          projectType: 'SITCOM',
          location: 'Paris',
          ageRanges: [{ min: 30, max: 20 }],
          owner: 'x',
        },
        castingPayload({ title: 'Reclamă', remuneration: { amount: -3, type: 'per_week' } }),
        'not an object',
      ]);
      const result = await cli('import-castings', file, '--owner', 'importer@example.com');
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toEqual([
        'record 2 (untitled): title: Title is required',
        'record 2 (untitled): projectType: Unknown project type',
        'record 2 (untitled): shortDescription: Short description is required',
        'record 2 (untitled): description: Description is required',
        'record 2 (untitled): location: Choose a location from the list',
        'record 2 (untitled): ageRanges.0: Age range must have a minimum from 0 to 120 not above its maximum',
        'record 2 (untitled): owner: Unknown field',
        'record 3 (Reclamă): remuneration.amount: Remuneration must be a number of 0 or more',
        expect.stringMatching(/^record 3 \(Reclamă\): remuneration\.type: /),
        expect.stringMatching(/^record 4 \(untitled\): \(record\): /),
        'import-castings: nothing imported: 3 of 4 records have errors',
      ]);
      expect(await t.app.db.selectFrom('castings').select('id').execute()).toEqual([]);
    },
    CLI_TIMEOUT,
  );

  it(
    'imports a good file in one go, with unique slugs, and reports how many',
    async () => {
      expect((await createClient('catalog@example.com')).code).toBe(0);
      const records = [
        castingPayload({ title: 'Figuranți pentru „Lumini de iarnă” — București' }),
        castingPayload({ title: 'Figuranți pentru „Lumini de iarnă” — București', location: 'Iasi' }),
        castingPayload({ title: 'Piesă în pregătire', status: 'DRAFT', remuneration: null }),
      ];
      const result = await cli(
        'import-castings',
        jsonFile('good.json', records),
        '--owner',
        'catalog@example.com',
      );
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout.trim()).toBe('Imported 3 castings owned by catalog@example.com.');
      const rows = await t.app.db
        .selectFrom('castings')
        .select(['slug', 'status', 'published_at'])
        .orderBy('slug')
        .execute();
      expect(rows.map((row) => [row.slug, row.status])).toEqual([
        ['figuranti-pentru-lumini-de-iarna-bucuresti', 'PUBLISHED'],
        ['figuranti-pentru-lumini-de-iarna-bucuresti-2', 'PUBLISHED'],
        ['piesa-in-pregatire', 'DRAFT'],
      ]);
    },
    CLI_TIMEOUT,
  );

  it(
    'explains a wrong file or owner',
    async () => {
      await register(t.app, { email: 'talent-owner@example.com' });
      const good = jsonFile('one.json', [castingPayload({ title: 'Unul' })]);
      const cases: Array<[string[], number, RegExp]> = [
        [
          ['import-castings', good, '--owner', 'nobody@example.com'],
          1,
          /no account with the e-mail nobody@example.com/,
        ],
        [
          ['import-castings', good, '--owner', 'talent-owner@example.com'],
          1,
          /is a TALENT; castings belong to CLIENT or ADMIN/,
        ],
        [['import-castings', good], 2, /missing --owner/],
        [['import-castings', '--owner', 'x@example.com'], 2, /give one JSON file/],
        [
          ['import-castings', jsonFile('broken.json', '[{'), '--owner', 'catalog@example.com'],
          1,
          /is not valid JSON/,
        ],
        [
          ['import-castings', jsonFile('object.json', { title: 'x' }), '--owner', 'catalog@example.com'],
          1,
          /must hold a JSON array/,
        ],
        [
          ['import-castings', join(t.config.dataDir, 'missing.json'), '--owner', 'catalog@example.com'],
          1,
          /cannot read/,
        ],
      ];
      const results = await Promise.all(cases.map(([args]) => cli(...args)));
      results.forEach((result, index) => {
        const [args, code, message] = cases[index]!;
        expect(result.code, args.join(' ')).toBe(code);
        expect(result.stderr).toMatch(message);
      });
    },
    CLI_TIMEOUT,
  );
});

describe('npm run cli -- casting-status, list-applications, application-status', () => {
  it(
    'moves castings and applications along the allowed transitions, as the API does',
    async () => {
      expect((await createClient('mover@example.com')).code).toBe(0);
      const records = [
        castingPayload({ title: 'De mutat', status: 'DRAFT' }),
        castingPayload({ title: 'Cu aplicații' }),
      ];
      expect(
        (await cli('import-castings', jsonFile('move.json', records), '--owner', 'mover@example.com')).code,
      ).toBe(0);

      const published = await cli('casting-status', 'de-mutat', 'published');
      expect(published.code, published.stderr).toBe(0);
      expect(published.stdout.trim()).toBe('Casting de-mutat: DRAFT → PUBLISHED');
      const { id } = await t.app.db
        .selectFrom('castings')
        .select('id')
        .where('slug', '=', 'de-mutat')
        .executeTakeFirstOrThrow();
      expect((await cli('casting-status', id, 'CLOSED')).stdout.trim()).toBe(
        'Casting de-mutat: PUBLISHED → CLOSED',
      );
      const [final, missing, unknown] = await Promise.all([
        cli('casting-status', 'de-mutat', 'PUBLISHED'),
        cli('casting-status', 'nu-exista', 'CLOSED'),
        cli('casting-status', 'de-mutat', 'ARCHIVED'),
      ]);
      expect(final.code).toBe(1);
      expect(final.stderr).toContain(
        'This status change is not allowed (CLOSED → PUBLISHED is not allowed: from CLOSED that status is final)',
      );
      expect(missing.stderr).toContain('Casting not found');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('unknown status ARCHIVED');

      // A talent applies through the API; the operator finds the application and shortlists it.
      const { payload, tokens } = await register(t.app, { email: 'aplicant@example.com' });
      const casting = await t.app.db
        .selectFrom('castings')
        .select('id')
        .where('slug', '=', 'cu-aplicatii')
        .executeTakeFirstOrThrow();
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: bearer(tokens.accessToken),
        payload: { castingId: casting.id, talentProfileId: await ownProfileId(t.app, tokens.accessToken) },
      });
      expect(applied.statusCode).toBe(201);
      const applicationId = applied.json().data.id as string;

      const listing = await cli('list-applications', '--casting', 'cu-aplicatii');
      expect(listing.code, listing.stderr).toBe(0);
      const [header, line, ...rest] = listing.stdout.trim().split('\n');
      expect(header).toMatch(/^ID\s+CASTING\s+TALENT\s+STATUS\s+APPLIED$/);
      expect(rest).toEqual([]);
      expect(line!.trim().split(/\s+/).slice(0, 4)).toEqual([
        applicationId,
        'cu-aplicatii',
        payload.email,
        'PENDING',
      ]);
      const [none, wrongSlug, all] = await Promise.all([
        cli('list-applications', '--casting', 'de-mutat'),
        cli('list-applications', '--casting', 'nu-exista'),
        cli('list-applications'),
      ]);
      expect(none.stdout.trim()).toBe('No applications.');
      expect(wrongSlug.code).toBe(1);
      expect(all.stdout).toContain(applicationId);

      const moved = await cli('application-status', applicationId, 'SHORTLISTED');
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.stdout.trim()).toBe(
        `Application ${applicationId} (cu-aplicatii, Ana Popescu): PENDING → SHORTLISTED`,
      );
      const seen = await t.app.inject({
        url: `/api/applications/${applicationId}`,
        headers: bearer(tokens.accessToken),
      });
      const application = seen.json().data as Application;
      expect(application.status).toBe('SHORTLISTED');
      expect(application.statusHistory.map((change) => change.status)).toEqual(['PENDING', 'SHORTLISTED']);

      expect((await cli('application-status', applicationId, 'ACCEPTED')).code).toBe(0);
      const [refused, missingApplication, usage] = await Promise.all([
        cli('application-status', applicationId, 'REJECTED'),
        cli('application-status', 'nu-exista', 'REVIEWED'),
        cli('application-status', applicationId),
      ]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('ACCEPTED → REJECTED is not allowed');
      expect(missingApplication.stderr).toContain('Aplicația nu a fost găsită');
      expect(usage.code).toBe(2);
    },
    2 * CLI_TIMEOUT,
  );
});

describe('npm run cli -- correct-birth-date', () => {
  it(
    'an ADMIN corrects a birth date: account and profile change together, and the correction is recorded',
    async () => {
      const admin = await createStaff(t, 'ADMIN');
      const { payload, tokens } = await register(t.app, { birthDate: dateYearsAgo(14) });
      const headers = bearer(tokens.accessToken);
      const result = await cli(
        'correct-birth-date',
        payload.email,
        '1994-03-12',
        '--admin',
        admin.email,
        '--reason',
        'Typo at sign-up; ID card checked',
      );
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`${dateYearsAgo(14)} → 1994-03-12`);
      const user = (await t.app.inject({ url: '/api/auth/me', headers })).json().data;
      expect(user.birthDate).toBe('1994-03-12');
      const profile = (await t.app.inject({ url: '/api/profiles/me', headers })).json().data;
      expect(profile.dateOfBirth).toBe('1994-03-12T00:00:00.000Z');
      const records = await t.app.db
        .selectFrom('birth_date_corrections')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(records).toEqual([
        expect.objectContaining({
          old_birth_date: dateYearsAgo(14),
          new_birth_date: '1994-03-12',
          corrected_by: admin.user.id,
          reason: 'Typo at sign-up; ID card checked',
        }),
      ]);
      // Now an adult, the user can become a guardian.
      const enabled = await t.app.inject({ method: 'POST', url: '/api/users/guardian-mode/enable', headers });
      expect(enabled.statusCode, enabled.body).toBe(200);
    },
    CLI_TIMEOUT,
  );

  it(
    'refuses a non-ADMIN, a guardian made a minor, and bad input; nothing changes',
    async () => {
      const client = await createStaff(t, 'CLIENT');
      const admin = await createStaff(t, 'ADMIN');
      const { payload, tokens } = await register(t.app, { birthDate: dateYearsAgo(30) });
      const headers = bearer(tokens.accessToken);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/users/guardian-mode/enable', headers })).statusCode,
      ).toBe(200);
      const reason = ['--reason', 'Checked'];
      const byClient = await cli(
        'correct-birth-date',
        payload.email,
        '1990-01-01',
        '--admin',
        client.email,
        ...reason,
      );
      expect(byClient.code).toBe(1);
      expect(byClient.stderr).toContain('Only an ADMIN can correct a birth date');
      const minor = await cli(
        'correct-birth-date',
        payload.email,
        dateYearsAgo(16),
        '--admin',
        admin.email,
        ...reason,
      );
      expect(minor.code).toBe(1);
      expect(minor.stderr).toContain(ACCOUNT_MESSAGES.guardianMustStayAdult);
      const noReason = await cli('correct-birth-date', payload.email, '1990-01-01', '--admin', admin.email);
      expect(noReason.code).toBe(2);
      expect(noReason.stderr).toContain('--reason: A reason is required');
      const badDate = await cli(
        'correct-birth-date',
        payload.email,
        '1990-02-30',
        '--admin',
        admin.email,
        ...reason,
      );
      expect(badDate.code).toBe(2);
      const unknown = await cli(
        'correct-birth-date',
        'nobody@example.com',
        '1990-01-01',
        '--admin',
        admin.email,
        ...reason,
      );
      expect(unknown.code).toBe(1);
      expect((await t.app.inject({ url: '/api/auth/me', headers })).json().data.birthDate).toBe(
        dateYearsAgo(30),
      );
      const records = await t.app.db.selectFrom('birth_date_corrections').selectAll().execute();
      expect(records.filter((record) => record.old_birth_date === dateYearsAgo(30))).toEqual([]);
    },
    CLI_TIMEOUT,
  );
});
