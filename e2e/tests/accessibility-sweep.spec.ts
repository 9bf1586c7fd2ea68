import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { auditionByApi, romanianDayAhead } from '../auditions-by-api';
import { applyByApi, publishCastingByApi } from '../castings-by-api';
import {
  DIRECTOR_PASSWORD,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWhenQuiet,
  importCatalogueAsNewDirector,
  newTalent,
  preferEnglish,
  registerByApi,
  test,
} from '../fixtures';
import { companyWithCasting, guardianChildApplicant } from '../messages-by-api';
import { presentByApi, unlockByApi, voteByApi } from '../presentations-by-api';
import { newAdmin, newPage, verifiedClient } from '../studio-accounts';

const root = resolve(import.meta.dirname, '..', '..');
const ROUTER_SOURCE = resolve(root, 'apps/web/src/app/app-routes.tsx');
// The kit's frame around the app's routes: it declares the sign-in pages and the catch-all ("*") for both apps.
const ROUTE_FRAME_SOURCE = resolve(root, 'packages/ui/src/app-kit/route-table.tsx');
/** Castings of its own, so the catalogue other specs count on is never imported twice. */
const CATALOGUE = resolve(root, 'e2e/data/accessibility-castings.json');
const [APPLIED_TITLE, OPEN_TITLE] = (JSON.parse(readFileSync(CATALOGUE, 'utf8')) as { title: string }[]).map(
  (casting) => casting.title,
) as [string, string];

/**
 * The catalogue's director: accepts the child's application, so the guardian's checklist is swept.
 * One per server run (each run starts from an empty database): see the beforeAll below.
 */
const DIRECTOR = 'sweep.director@example.com';

const LANGUAGES = ['ro', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const VIEWPORTS = {
  desktop: { width: 1280, height: 720 },
  mobile: { width: 375, height: 740 },
} as const;

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The app's texts (apps/web/src/locales/<language>/<section>.json) and the app kit's shared ones
 * (packages/ui/src/locales), so a heading is found by its real words.
 */
function translator(language: Language): Translate {
  const sections: Record<string, unknown> = {};
  // The shell's texts, and those loaded on demand by their screens (locales/on-demand/<language>).
  for (const folder of ['apps/web/src/locales', 'packages/ui/src/locales'].flatMap((path) => [
    resolve(root, path, language),
    resolve(root, path, 'on-demand', language),
  ])) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      sections[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(resolve(folder, file), 'utf8'));
    }
  }
  return (key, values = {}) => {
    let text: unknown = sections;
    for (const part of key.split('.')) text = (text as Record<string, unknown> | undefined)?.[part];
    if (typeof text !== 'string') throw new Error(`No ${language} text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** What the signed-in guardian owns: a child, an application, and a casting not yet applied to. */
interface SweepData {
  firstName: string;
  childId: string;
  childName: string;
  applicationId: string;
  /** The child's application, accepted: its page carries the guardian's checklist (HG 75/2015). */
  childApplicationId: string;
  openCastingSlug: string;
  /** The thread of the guardian's own application, where the casting's director has written. */
  conversationId: string;
}

interface SweepPage {
  /** The router path this visit covers ('*' is the catch-all for unknown paths). */
  route: string;
  /** A visitor's page (no session), else the signed-in guardian's. */
  visitor?: boolean;
  url: (data: SweepData) => string;
  /** The heading that says the screen has loaded, in the page's language. */
  heading: (t: Translate, data: SweepData) => string;
  /** Where the screen must end up when it is not `url` (the catch-all redirects). */
  landsOn?: RegExp;
  /** A second marker for screens whose data arrives after the heading. */
  loaded?: (page: Page, data: SweepData) => Locator;
}

/**
 * Every screen of the app's router (apps/web/src/app/app-routes.tsx). The first test below reads the
 * router's paths and fails when a route is missing here: a new screen joins the sweep or the build
 * goes red. A route may be visited more than once (e.g. its "not found" state).
 */
const SWEEP: SweepPage[] = [
  { route: '/login', visitor: true, url: () => '/login', heading: (t) => t('auth.login.title') },
  { route: '/register', visitor: true, url: () => '/register', heading: (t) => t('auth.register.title') },
  {
    route: '/forgot-password',
    visitor: true,
    url: () => '/forgot-password',
    heading: (t) => t('auth.forgotPassword.title'),
  },
  {
    route: '/reset-password',
    visitor: true,
    url: () => '/reset-password?token=sweep-token',
    heading: (t) => t('auth.resetPassword.title'),
  },
  {
    route: '/unsubscribe',
    visitor: true,
    url: () => '/unsubscribe?token=sweep-token',
    heading: (t) => t('unsubscribe.title'),
  },
  {
    route: '/notifications',
    url: () => '/notifications',
    heading: (t) => t('notifications.page.title'),
    loaded: (page) => page.getByTestId('notification').or(page.getByTestId('notifications-empty')),
  },
  {
    route: '/',
    url: () => '/',
    heading: (t, data) => t('screens.dashboard.welcome', { name: data.firstName }),
    loaded: (page) => page.getByTestId('recent-application').first(),
  },
  {
    route: '*',
    url: () => '/no/such/page',
    landsOn: /\/$/,
    heading: (t, data) => t('screens.dashboard.welcome', { name: data.firstName }),
  },
  { route: '/onboarding', url: () => '/onboarding', heading: (t) => t('onboarding.title') },
  {
    route: '/castings',
    url: () => '/castings',
    heading: (t) => t('castings.list.title'),
    loaded: (page) => page.getByRole('link', { name: OPEN_TITLE }),
  },
  {
    route: '/castings/:slug',
    url: (data) => `/castings/${data.openCastingSlug}`,
    heading: () => OPEN_TITLE,
    loaded: (page) => page.getByTestId('apply-button'),
  },
  {
    route: '/castings/:slug',
    url: () => '/castings/no-such-casting',
    heading: (t) => t('castings.detail.notFound'),
  },
  {
    route: '/my-applications',
    url: () => '/my-applications',
    heading: (t) => t('applications.list.title'),
    loaded: (page) => page.getByTestId('application-card'),
  },
  {
    route: '/my-applications/:id',
    url: (data) => `/my-applications/${data.applicationId}`,
    heading: () => APPLIED_TITLE,
    // Its Messages section comes after the page: the director's message in it.
    loaded: (page) => page.getByTestId('application-messages').getByTestId('message'),
  },
  {
    route: '/my-applications/:id',
    url: (data) => `/my-applications/${data.childApplicationId}`,
    heading: () => APPLIED_TITLE,
    loaded: (page) => page.getByTestId('companion-name'),
  },
  {
    route: '/my-applications/:id',
    url: () => `/my-applications/${randomUUID()}`,
    heading: (t) => t('applications.messages.notFound'),
  },
  {
    // The guardian's own audition and the child's, each given a time to answer.
    route: '/auditions',
    url: () => '/auditions',
    heading: (t) => t('auditions.title'),
    loaded: (page) => page.getByTestId('audition-card'),
  },
  {
    route: '/messages',
    url: () => '/messages',
    heading: (t) => t('conversations.page.title'),
    loaded: (page) => page.getByTestId('conversation-row'),
  },
  {
    route: '/messages/:id',
    url: (data) => `/messages/${data.conversationId}`,
    heading: (t) => t('conversations.thread.title'),
    loaded: (page) => page.getByTestId('message'),
  },
  {
    route: '/profile',
    url: () => '/profile',
    heading: (t) => t('screens.profile.title'),
    loaded: (page) => page.getByRole('tablist'),
  },
  {
    // The self-tape studio's first step (DESIGN §15); the camera's steps are in self-tape.spec.ts.
    route: '/self-tape',
    url: () => '/self-tape',
    heading: (t) => t('selfTape.title'),
    loaded: (page) => page.getByTestId('self-tape-sides'),
  },
  {
    route: '/self-tape',
    url: () => `/self-tape?application=${randomUUID()}&request=${randomUUID()}`,
    heading: (t) => t('selfTape.notFound.title'),
  },
  {
    route: '/settings',
    url: () => '/settings',
    heading: (t) => t('settings.title'),
    loaded: (page) => page.getByTestId('guardian-mode-card'),
  },
  { route: '/help', url: () => '/help', heading: (t) => t('screens.help.title') },
  {
    route: '/children',
    url: () => '/children',
    heading: (t) => t('children.list.title'),
    loaded: (page) => page.getByTestId('child-card'),
  },
  { route: '/children/add', url: () => '/children/add', heading: (t) => t('children.add.title') },
  {
    route: '/children/:id/edit',
    url: (data) => `/children/${data.childId}/edit`,
    heading: (t) => t('children.edit.title'),
    loaded: (page) => page.getByTestId('child-first-name'),
  },
  {
    route: '/children/:id/talent-profile',
    url: (data) => `/children/${data.childId}/talent-profile`,
    heading: (_, data) => data.childName,
    loaded: (page) => page.getByRole('tablist'),
  },
];

/** The paths the router declares: `<Route path="…">`, `<Route index>` as '/'; layout routes have none. */
function routerPaths(): string[] {
  const source = [ROUTER_SOURCE, ROUTE_FRAME_SOURCE].map((file) => readFileSync(file, 'utf8')).join('\n');
  const paths = [...source.matchAll(/<Route\b([^>]*)>/g)].flatMap(([, attributes = '']) => {
    if (/\bindex\b/.test(attributes)) return ['/'];
    const path = /\bpath="([^"]+)"/.exec(attributes)?.[1];
    return path ? [path] : [];
  });
  return [...new Set(paths)].sort();
}

async function authorized(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post', url: string, data?: object, status = 200): Promise<T> => {
    const response = await request[method](url, { headers, data });
    expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(status);
    return ((await response.json()) as { data: T }).data;
  };
  return call;
}

/** The audition sessions the sweep has made on its casting so far. */
let sessionsMade = 0;

/**
 * A guardian in `language` with a child, one application each (both invited to an audition) and a
 * casting still open to them, all through the API.
 */
async function guardianWithData(request: APIRequestContext, language: Language) {
  const firstName = language === 'ro' ? 'Ioana' : 'Elena';
  const { tokens } = await registerByApi(
    request,
    newTalent({ firstName, preferredLanguage: language === 'ro' ? 'RO' : 'EN' }),
  );
  const call = await authorized(request, tokens.accessToken);
  await call('post', '/api/users/guardian-mode/enable');
  const child = await call<{ id: string }>(
    'post',
    '/api/children',
    { firstName: 'Ana', lastName: 'Pop', dateOfBirth: '2016-05-10', gender: 'FEMALE' },
    201,
  );
  const profile = await call<{ id: string }>('get', '/api/profiles/me');
  const castings = await call<{ id: string; slug: string; title: string }[]>(
    'get',
    '/api/castings?pageSize=50',
  );
  const castingTitled = (title: string) => {
    const casting = castings.find((candidate) => candidate.title === title);
    if (!casting) throw new Error(`The sweep's casting "${title}" is not listed`);
    return casting;
  };
  const application = await call<{ id: string }>(
    'post',
    '/api/applications',
    { castingId: castingTitled(APPLIED_TITLE).id, talentProfileId: profile.id, message: 'Axe sweep.' },
    201,
  );
  const childProfile = await call<{ id: string }>('get', `/api/profiles/children/${child.id}`);
  const childApplication = await call<{ id: string }>(
    'post',
    '/api/applications',
    { castingId: castingTitled(APPLIED_TITLE).id, talentProfileId: childProfile.id },
    201,
  );
  const director = await request.post('/api/staff/auth/login', {
    data: { email: DIRECTOR, password: DIRECTOR_PASSWORD },
  });
  const directorToken = ((await director.json()) as { data: { accessToken: string } }).data.accessToken;
  const accepted = await request.patch(`/api/applications/${childApplication.id}/status`, {
    headers: { authorization: `Bearer ${directorToken}` },
    data: { status: 'ACCEPTED' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // The director writes to the guardian about her application: the inbox has a row, the thread a message.
  const written = await request.post(`/api/studio/applications/${application.id}/conversation`, {
    headers: { authorization: `Bearer ${directorToken}` },
    data: { text: 'Bună ziua! Puteți veni joi la ora 10 la probă?' },
  });
  expect(written.status(), await written.text()).toBe(201);
  const conversation = await call<{ id: string }>('get', `/api/applications/${application.id}/conversation`);
  // A session of its own for each run (a casting's sessions may not overlap): a day further each time.
  sessionsMade += 1;
  await auditionByApi(request, directorToken, {
    castingId: castingTitled(APPLIED_TITLE).id,
    date: romanianDayAhead(3 + sessionsMade),
    applicationIds: [application.id, childApplication.id],
  });
  const data: SweepData = {
    firstName,
    childId: child.id,
    childName: 'Ana Pop',
    applicationId: application.id,
    childApplicationId: childApplication.id,
    openCastingSlug: castingTitled(OPEN_TITLE).slug,
    conversationId: conversation.id,
  };
  return { tokens, data };
}

async function expectScreenClean(
  page: Page,
  entry: SweepPage,
  t: Translate,
  data: SweepData,
  language: Language,
) {
  const label = `${entry.url(data)} (${language})`;
  await page.goto(entry.url(data));
  if (entry.landsOn) await expect(page, label).toHaveURL(entry.landsOn);
  await expect(page.getByRole('heading', { name: entry.heading(t, data), exact: true }), label).toBeVisible();
  if (entry.loaded) await expect(entry.loaded(page, data).first(), label).toBeVisible();
  await expect(page.getByTestId('spinner'), label).toHaveCount(0);
  await expect(page.locator('html'), label).toHaveAttribute('lang', language);
  // A toast fading in or out would be checked at part opacity.
  await expect(page.locator('[data-sonner-toast]'), label).toHaveCount(0, { timeout: 10_000 });
  await test.step(`axe ${label}`, () => expectNoAxeViolations(page));
}

test.beforeAll(async ({ request }) => {
  // Once per run: a failed test restarts the worker, which runs this hook again; a second import
  // would list every casting twice (and the keyboard test finds its casting by its title).
  const signedIn = await request.post('/api/staff/auth/login', {
    data: { email: DIRECTOR, password: DIRECTOR_PASSWORD },
  });
  if (signedIn.status() !== 200) importCatalogueAsNewDirector('sweep.director', CATALOGUE, DIRECTOR);
});

test.describe('accessibility sweep', () => {
  test('the sweep covers every route of the router', () => {
    const swept = [...new Set(SWEEP.map((entry) => entry.route))].sort();
    const declared = routerPaths();
    // Sanity: the parser still finds the router's routes (a rewrite of app-routes.tsx must update it).
    expect(declared.length).toBeGreaterThanOrEqual(15);
    expect(declared, `the router's paths; a new one joins SWEEP in ${import.meta.filename}`).toEqual(swept);
  });

  for (const language of LANGUAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`axe finds nothing on any screen: ${language}, ${viewportName}`, async ({ page, request }) => {
        test.setTimeout(120_000);
        const t = translator(language);
        const { tokens, data } = await guardianWithData(request, language);
        await page.setViewportSize(viewport);
        // A visitor's saved choice decides the public pages; the account's language the others.
        await page.addInitScript((choice) => localStorage.setItem('language', choice), language);

        for (const entry of SWEEP.filter((candidate) => candidate.visitor)) {
          await expectScreenClean(page, entry, t, data, language);
        }
        await page.evaluate(({ accessToken, refreshToken }) => {
          localStorage.setItem('accessToken', accessToken);
          localStorage.setItem('refreshToken', refreshToken);
        }, tokens);
        for (const entry of SWEEP.filter((candidate) => !candidate.visitor)) {
          await expectScreenClean(page, entry, t, data, language);
        }
      });
    }
  }
});

/** A text of a JSON locale file (one of the studio's: the translator above reads the portal's) by its dotted key. */
function textOf(file: string, key: string): string {
  let text: unknown = JSON.parse(readFileSync(resolve(root, file), 'utf8'));
  for (const part of key.split('.')) text = (text as Record<string, unknown> | undefined)?.[part];
  if (typeof text !== 'string') throw new Error(`No text for ${key} in ${file}`);
  return text;
}

/**
 * Issue 34's screens, which live in the studio's build: the producer's page at /p/{token} in each of
 * its states (name and password, the talents, an unknown link, a revoked one), and the director's
 * presentations, the chips of the applicants list and the applicant view's feedback.
 */
test.describe('presentations', () => {
  for (const language of LANGUAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`axe finds nothing on the presentation screens: ${language}, ${viewportName}`, async ({
        browser,
        page,
        request,
        consoleErrors,
      }) => {
        test.setTimeout(120_000);
        const viewerText = (key: string) =>
          textOf(`apps/studio/src/presentation/locales/${language}.json`, key);
        const client = await verifiedClient(request);
        const login = await request.post('/api/staff/auth/login', { data: client });
        const session = ((await login.json()) as { data: { accessToken: string; refreshToken: string } })
          .data;
        const token = session.accessToken;
        const casting = await publishCastingByApi(request, token, {
          title: `Prezentare pentru axe ${language} ${viewportName} ${Date.now()}`,
          shortDescription: 'Un casting al verificării de accesibilitate',
          description: 'Axe citește paginile prezentării.',
        });
        const { tokens } = await registerByApi(request, newTalent({ firstName: 'Irina', lastName: 'Vlad' }));
        const applicationId = await applyByApi(request, casting.id, tokens.accessToken);
        const password = 'axe-sweep-pass';
        const title = 'Finaliști pentru producător';
        const shown = await presentByApi(request, token, {
          castingId: casting.id,
          title,
          applicationIds: [applicationId],
          password,
        });
        const revoked = await presentByApi(request, token, {
          castingId: casting.id,
          title: 'Prezentare retrasă',
          applicationIds: [applicationId],
        });
        const revoking = await request.patch(`/api/studio/presentations/${revoked.id}`, {
          headers: { authorization: `Bearer ${token}` },
          data: { revoked: true },
        });
        expect(revoking.status(), await revoking.text()).toBe(200);
        // Another viewer's vote and comment, so the studio's chips and feedback are drawn.
        const viewerToken = await unlockByApi(request, shown.url, { viewerName: 'Radu Ionescu', password });
        await voteByApi(request, shown.url, viewerToken, applicationId, { vote: 'MAYBE', comment: 'Poate.' });

        // The studio in the director's own language (the account's, once signed in).
        const chosen = await request.patch('/api/staff/me', {
          headers: { authorization: `Bearer ${token}` },
          data: { preferredLanguage: language.toUpperCase() },
        });
        expect(chosen.status(), await chosen.text()).toBe(200);

        type Screen = { url: string; heading: string; loaded?: (on: Page) => Locator };
        const expectClean = async (on: Page, screen: Screen) => {
          const label = `${screen.url} (${language}, ${viewportName})`;
          await on.goto(screen.url);
          await expect(on.getByRole('heading', { level: 1, name: screen.heading }), label).toBeVisible();
          if (screen.loaded) await expect(screen.loaded(on).first(), label).toBeVisible();
          await expect(on.locator('html'), label).toHaveAttribute('lang', language);
          await test.step(`axe ${label}`, () => expectNoAxeViolationsWhenQuiet(on));
        };

        // The producer's page, in a window of its own with no session: every state of the link.
        const producer = await newPage(browser, viewport);
        producer.on('pageerror', (error) => consoleErrors.push(`producer: ${error.message}`));
        await producer.addInitScript(
          (choice) => localStorage.setItem('presentation.language', choice),
          language,
        );
        for (const screen of [
          { url: shown.url, heading: viewerText('unlock.title') },
          { url: '/p/no-such-link', heading: viewerText('notFound.title') },
          { url: revoked.url, heading: viewerText('gone.title') },
        ])
          await expectClean(producer, screen);
        // The talents, once the producer has given a name and the password.
        await producer.goto(shown.url);
        await producer.getByLabel(viewerText('unlock.name')).fill('Maria Pop');
        await producer.getByLabel(viewerText('unlock.password')).fill(password);
        await producer.getByRole('button', { name: viewerText('unlock.submit') }).click();
        await expect(producer.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(
          producer.getByTestId('presented-talent').getByRole('heading', { name: 'Irina' }),
        ).toBeVisible();
        await test.step(`axe ${shown.url}, unlocked (${language}, ${viewportName})`, () =>
          expectNoAxeViolations(producer));
        await producer.context().close();

        // The director's screens: the presentations, their votes and views, the chips, the applicant view.
        const studioText = (section: string, key: string) =>
          textOf(`apps/studio/src/locales/${language}/${section}.json`, key);
        await page.setViewportSize(viewport);
        await page.addInitScript(
          ({ access, refresh }) => {
            localStorage.setItem('studio.accessToken', access);
            localStorage.setItem('studio.refreshToken', refresh);
          },
          { access: session.accessToken, refresh: session.refreshToken },
        );
        for (const screen of [
          {
            url: `/studio/castings/${casting.id}/presentations`,
            heading: studioText('presentations', 'title'),
            loaded: (on: Page) => on.getByTestId('presentation'),
          },
          {
            url: `/studio/presentations/${shown.id}`,
            heading: title,
            loaded: (on: Page) => on.getByTestId('viewer-feedback'),
          },
          {
            url: `/studio/castings/${casting.id}/applicants`,
            heading: studioText('applicants', 'title'),
            loaded: (on: Page) => on.getByTestId('feedback-chips'),
          },
          {
            url: `/studio/castings/${casting.id}/applicants/${applicationId}`,
            heading: 'Irina Vlad',
            loaded: (on: Page) => on.getByTestId('viewer-feedback'),
          },
        ])
          await expectClean(page, screen);
      });
    }
  }
});

/** A studio account's session (both tokens), signed in through the API, in `language` from then on. */
async function studioSession(
  request: APIRequestContext,
  account: { email: string; password: string },
  language: Language,
) {
  const login = await request.post('/api/staff/auth/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const session = ((await login.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  const chosen = await request.patch('/api/staff/me', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { preferredLanguage: language.toUpperCase() },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return session;
}

/** A studio window of its own at `viewport`, signed in with the session's tokens. */
async function studioWindow(
  browser: Browser,
  viewport: { width: number; height: number },
  session: { accessToken: string; refreshToken: string },
) {
  const opened = await newPage(browser, viewport);
  await opened.addInitScript(
    ({ access, refresh }) => {
      localStorage.setItem('studio.accessToken', access);
      localStorage.setItem('studio.refreshToken', refresh);
    },
    { access: session.accessToken, refresh: session.refreshToken },
  );
  return opened;
}

/**
 * Issue 35's studio screens: the client's inbox and a thread's own page, and the ADMIN's moderation
 * queue with an open report and a held message (the portal's /messages pages are in SWEEP above).
 */
test.describe('messages and moderation', () => {
  /**
   * The castings a test of this block published, closed after it (passed or failed): the talents' list
   * stays as the keyboard test below expects it, the sweep's open casting on its first page.
   */
  let published: { token: string; id: string }[] = [];
  test.afterEach(async ({ request }) => {
    for (const { token, id } of published) {
      const closed = await request.patch(`/api/castings/${id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { status: 'CLOSED' },
      });
      expect(closed.status(), await closed.text()).toBe(200);
    }
    published = [];
  });

  for (const language of LANGUAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`axe finds nothing on the studio's messages and moderation screens: ${language}, ${viewportName}`, async ({
        browser,
        request,
        consoleErrors,
      }) => {
        test.setTimeout(120_000);
        const onDemand = (file: string, key: string) =>
          textOf(`apps/studio/src/locales/on-demand/${language}/${file}.json`, key);
        const stamp = `${language} ${viewportName} ${Date.now()}`;
        const { client, token, casting } = await companyWithCasting(request, `Mesaje pentru axe ${stamp}`);
        published.push({ token, id: casting.id });
        // A message each way with an applicant, and the applicant's report of the casting.
        const { tokens } = await registerByApi(request, newTalent({ firstName: 'Irina', lastName: 'Vlad' }));
        const applicationId = await applyByApi(request, casting.id, tokens.accessToken);
        const asClient = { authorization: `Bearer ${token}` };
        const asTalent = { authorization: `Bearer ${tokens.accessToken}` };
        const written = await request.post(`/api/studio/applications/${applicationId}/conversation`, {
          headers: asClient,
          data: { text: 'Bună, Irina! Poți veni joi la ora 10?' },
        });
        expect(written.status(), await written.text()).toBe(201);
        const conversationId = ((await written.json()) as { data: { conversationId: string } }).data
          .conversationId;
        const answered = await request.post(`/api/conversations/${conversationId}/messages`, {
          headers: asTalent,
          data: { text: 'Da, vin joi. Mulțumesc!' },
        });
        expect(answered.status(), await answered.text()).toBe(201);
        const reported = await request.post('/api/reports', {
          headers: asTalent,
          data: {
            targetType: 'CASTING',
            targetId: casting.id,
            reason: 'SCAM',
            details: 'Cer o taxă de înscriere.',
          },
        });
        expect(reported.status(), await reported.text()).toBe(201);
        // A message to a guardian's child with a phone number in it: held for the administrator.
        const family = await guardianChildApplicant(request, token, `Copii pentru axe ${stamp}`);
        published.push({ token, id: family.casting.id });
        const held = await request.post(`/api/studio/applications/${family.applicationId}/conversation`, {
          headers: asClient,
          data: { text: 'Sună-mă la 0722 123 456', confirm: true },
        });
        expect(held.status(), await held.text()).toBe(201);
        expect(((await held.json()) as { data: { status: string } }).data.status).toBe('HELD');

        type Screen = { url: string; heading: string; loaded: (on: Page) => Locator };
        const expectClean = async (on: Page, screen: Screen) => {
          const label = `${screen.url} (${language}, ${viewportName})`;
          await on.goto(screen.url);
          await expect(on.getByRole('heading', { level: 1, name: screen.heading }), label).toBeVisible();
          await expect(screen.loaded(on).first(), label).toBeVisible();
          await expect(on.locator('html'), label).toHaveAttribute('lang', language);
          await test.step(`axe ${label}`, () => expectNoAxeViolationsWhenQuiet(on));
        };

        // The administrator: the open reports, then the held messages.
        const admin = await studioWindow(
          browser,
          viewport,
          await studioSession(request, newAdmin(), language),
        );
        admin.on('pageerror', (error) => consoleErrors.push(`admin: ${error.message}`));
        await expectClean(admin, {
          url: '/studio/moderation',
          heading: onDemand('moderation', 'title'),
          loaded: (on) => on.getByTestId('report-card'),
        });
        await expectClean(admin, {
          url: '/studio/moderation?tab=held',
          heading: onDemand('moderation', 'title'),
          loaded: (on) => on.getByTestId('held-message'),
        });
        await admin.context().close();

        // The client: the inbox, and the thread on a page of its own (an invitation's has no other).
        const studio = await studioWindow(browser, viewport, await studioSession(request, client, language));
        studio.on('pageerror', (error) => consoleErrors.push(`studio: ${error.message}`));
        await expectClean(studio, {
          url: '/studio/messages',
          heading: onDemand('conversations', 'title'),
          loaded: (on) => on.getByTestId('conversation-row'),
        });
        await expectClean(studio, {
          url: `/studio/messages/${conversationId}`,
          heading: onDemand('conversations', 'threadTitle'),
          loaded: (on) => on.getByTestId('message'),
        });
        await studio.context().close();
      });
    }
  }
});

/**
 * How the control and its nearest containers are drawn: outline, ring (box-shadow), border,
 * underline, background. A card may show the focus of the link inside it (focus-within).
 */
function focusLook(element: Element): string {
  const looks: string[] = [];
  for (let node: Element | null = element; node && looks.length < 4; node = node.parentElement) {
    const style = getComputedStyle(node);
    looks.push(
      [
        style.outline,
        style.boxShadow,
        style.borderColor,
        style.textDecorationLine,
        style.backgroundColor,
      ].join(' | '),
    );
  }
  return looks.join('\n');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. The focus
 * must be seen: the browser treats it as keyboard focus (:focus-visible) and the page draws it
 * differently from before.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  const isFocused = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  const before = (await isFocused()) ? null : await target.evaluate(focusLook);
  for (let presses = 0; presses < limit && !(await isFocused()); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  if (before !== null) {
    // Transitions (a ring fading in) end within a moment.
    await expect
      .poll(() => target.evaluate(focusLook), { message: 'a visible focus change' })
      .not.toBe(before);
  }
}

test.describe('keyboard only', () => {
  // The date field takes its digits in the month/day/year order of en-US.
  test.use({ locale: 'en-US' });

  test('a new visitor registers, finds a casting, applies and sees the application, without a mouse', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const talent = newTalent({ firstName: 'Tudor', lastName: 'Stan', gender: 'MALE' });
    await preferEnglish(page);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your talent account' })).toBeVisible();

    // The form, field after field: only the first field is focused directly.
    const email = page.getByLabel('Email address');
    await email.focus();
    await page.keyboard.type(talent.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.keyboard.type(talent.firstName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(talent.lastName);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await page.keyboard.type(talent.phone);
    await page.keyboard.press('Tab');
    const birthDate = page.getByLabel('Birth Date');
    await expect(birthDate).toBeFocused();
    const [year, month, day] = talent.birthDate.split('-') as [string, string, string];
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(birthDate).toHaveValue(talent.birthDate);
    // Chromium's date field keeps a Tab stop of its own (the calendar button) after the year.
    const gender = page.getByLabel('Gender');
    await tabTo(page, gender, { limit: 2 });
    // A closed select takes the arrow keys: past "Select gender" to "Male".
    await page.keyboard.press('ArrowDown');
    await expect(gender).toHaveValue('MALE');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(talent.password);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Confirm Password')).toBeFocused();
    await page.keyboard.type(talent.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tudor');

    // The navigation's Castings link, then a casting of the list.
    const nav = page.getByRole('navigation').first();
    await tabTo(page, nav.getByRole('link', { name: 'Castings' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/castings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Castings' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: OPEN_TITLE }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: OPEN_TITLE })).toBeVisible();

    // Apply: the dialog opens, takes a message and is sent with the keyboard.
    const apply = page.getByRole('button', { name: 'Apply now' });
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const message = dialog.getByTestId('apply-message');
    await tabTo(page, message, { limit: 10 });
    await page.keyboard.type('Pot înregistra în orice zi a săptămânii.');
    const submit = dialog.getByRole('button', { name: 'Submit application' });
    await tabTo(page, submit, { limit: 10 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Application successfully submitted!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(apply).toHaveCount(0);

    // My applications, reached back through the navigation, lists it.
    await tabTo(page, nav.getByRole('link', { name: 'Applications' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-applications$/);
    const card = page.getByTestId('application-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(OPEN_TITLE);
  });
});
