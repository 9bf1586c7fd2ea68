import { compileErrors, validate } from '@readme/openapi-parser';
import { CHECKLIST_ITEMS } from '@talent/contract/child-work-checklist';
import { MEDIA_LIMITS } from '@talent/contract/media';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';

const t = buildTestApp();

describe('API documentation', () => {
  it('/api/docs/json describes every route with its request and response schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths).sort()).toEqual([
      '/api/admin/clients',
      '/api/admin/clients/{id}',
      '/api/admin/held-messages',
      '/api/admin/held-messages/{id}/reject',
      '/api/admin/held-messages/{id}/release',
      '/api/admin/reports',
      '/api/admin/reports/{id}',
      '/api/applications',
      '/api/applications/my-stats',
      '/api/applications/{id}',
      '/api/applications/{id}/checklist',
      '/api/applications/{id}/checklist/spas-notice.pdf',
      '/api/applications/{id}/conversation',
      '/api/applications/{id}/self-tape-requests',
      '/api/applications/{id}/status',
      '/api/attachments',
      '/api/attachments/{id}',
      '/api/auditions',
      '/api/auditions/{id}/calendar.ics',
      '/api/auditions/{id}/confirm',
      '/api/auditions/{id}/decline',
      '/api/auditions/{id}/reschedule',
      '/api/auditions/{id}/sides.pdf',
      '/api/auth/change-password',
      '/api/auth/forgot-password',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/refresh',
      '/api/auth/register',
      '/api/auth/reset-password',
      '/api/castings',
      '/api/castings/search',
      '/api/castings/slug/{slug}',
      '/api/castings/{id}',
      '/api/children',
      '/api/children/{id}',
      '/api/conversations',
      '/api/conversations/{id}/messages',
      '/api/conversations/{id}/read',
      '/api/health',
      '/api/invitations',
      '/api/invitations/{id}/conversation',
      '/api/invitations/{id}/decline',
      '/api/invitations/{id}/viewed',
      '/api/media/private/{key}',
      '/api/notification-preferences',
      '/api/notifications',
      '/api/notifications/read-all',
      '/api/notifications/{id}/read',
      '/api/p/{token}',
      '/api/p/{token}/plays',
      '/api/p/{token}/unlock',
      '/api/p/{token}/votes/{applicationId}',
      '/api/profiles',
      '/api/profiles/children/{childId}',
      '/api/profiles/children/{childId}/photos',
      '/api/profiles/children/{childId}/photos/bulk',
      '/api/profiles/children/{childId}/photos/reorder',
      '/api/profiles/children/{childId}/photos/{id}',
      '/api/profiles/children/{childId}/videos',
      '/api/profiles/children/{childId}/videos/from-upload',
      '/api/profiles/children/{childId}/videos/reorder',
      '/api/profiles/children/{childId}/videos/{id}',
      '/api/profiles/me',
      '/api/profiles/me/photos',
      '/api/profiles/me/photos/bulk',
      '/api/profiles/me/photos/reorder',
      '/api/profiles/me/photos/{id}',
      '/api/profiles/me/videos',
      '/api/profiles/me/videos/from-upload',
      '/api/profiles/me/videos/reorder',
      '/api/profiles/me/videos/{id}',
      '/api/profiles/me/views',
      '/api/reports',
      '/api/saved-searches',
      '/api/saved-searches/{id}',
      '/api/self-tape-requests/{id}/submission',
      '/api/skills/dance',
      '/api/skills/dance/{id}',
      '/api/skills/distinctive-mark',
      '/api/skills/distinctive-mark/{id}',
      '/api/skills/instrument',
      '/api/skills/instrument/{id}',
      '/api/skills/language',
      '/api/skills/language/{id}',
      '/api/skills/riding',
      '/api/skills/riding/{id}',
      '/api/skills/sport',
      '/api/skills/sport/{id}',
      '/api/staff/auth/login',
      '/api/staff/auth/refresh',
      '/api/staff/auth/register',
      '/api/staff/me',
      '/api/studio/applications/bulk-status',
      '/api/studio/applications/{id}',
      '/api/studio/applications/{id}/conversation',
      '/api/studio/applications/{id}/note',
      '/api/studio/applications/{id}/self-tape-requests',
      '/api/studio/audition-sessions/{id}',
      '/api/studio/audition-sessions/{id}/day',
      '/api/studio/audition-sessions/{id}/invitations',
      '/api/studio/auditions/{id}/check-in',
      '/api/studio/castings',
      '/api/studio/castings/{id}',
      '/api/studio/castings/{id}/applications',
      '/api/studio/castings/{id}/applications.csv',
      '/api/studio/castings/{id}/audition-sessions',
      '/api/studio/castings/{id}/cover',
      '/api/studio/castings/{id}/duplicate',
      '/api/studio/castings/{id}/invitations',
      '/api/studio/castings/{id}/presentation-feedback',
      '/api/studio/castings/{id}/sides',
      '/api/studio/conversations',
      '/api/studio/conversations/{id}/messages',
      '/api/studio/conversations/{id}/read',
      '/api/studio/invitations/{id}/conversation',
      '/api/studio/presentations',
      '/api/studio/presentations/{id}',
      '/api/studio/presentations/{id}/feedback',
      '/api/studio/talent-lists',
      '/api/studio/talent-lists/{id}',
      '/api/studio/talent-lists/{id}/members/{profileId}',
      '/api/studio/talents',
      '/api/studio/talents/{profileId}',
      '/api/unsubscribe',
      '/api/users/guardian-mode/disable',
      '/api/users/guardian-mode/enable',
    ]);
    const register = spec.paths['/api/auth/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName', 'phone', 'birthDate', 'gender']),
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429']));
    expect(Object.keys(spec.paths['/api/auth/me'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(spec.paths['/api/auth/me'].patch.requestBody).toBeDefined();
    expect(Object.keys(spec.paths['/api/auth/me'].patch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '409']),
    );
    const deleteMe = spec.paths['/api/auth/me'].delete;
    expect(Object.keys(deleteMe.requestBody.content['application/json'].schema.properties)).toEqual([
      'password',
    ]);
    expect(Object.keys(deleteMe.responses)).toEqual(expect.arrayContaining(['204', '400', '401']));
    expect(deleteMe.security).toEqual([{ bearerAuth: [] }]);
    const changePassword = spec.paths['/api/auth/change-password'].post;
    expect(Object.keys(changePassword.requestBody.content['application/json'].schema.properties)).toEqual([
      'currentPassword',
      'newPassword',
    ]);
    expect(Object.keys(changePassword.responses)).toEqual(
      expect.arrayContaining(['204', '400', '401', '429']),
    );
    const forgot = spec.paths['/api/auth/forgot-password'].post;
    expect(forgot.responses['202'].content['application/json'].schema.properties.data).toBeDefined();
    expect(Object.keys(forgot.responses)).toEqual(expect.arrayContaining(['202', '400', '429']));
    const reset = spec.paths['/api/auth/reset-password'].post;
    expect(Object.keys(reset.requestBody.content['application/json'].schema.properties)).toEqual([
      'token',
      'password',
    ]);
    expect(Object.keys(reset.responses)).toEqual(expect.arrayContaining(['204', '400']));
    expect(spec.paths['/api/auth/logout'].post.security).toEqual([{ bearerAuth: [] }]);
  });

  it('describes a presentation’s link with the viewer’s token, never a bearer one', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.components.securitySchemes.viewerToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-Viewer-Token',
    });
    const viewing = [
      spec.paths['/api/p/{token}'].get,
      spec.paths['/api/p/{token}/votes/{applicationId}'].put,
      spec.paths['/api/p/{token}/plays'].post,
    ];
    for (const operation of viewing) {
      expect(operation.security).toEqual([{ viewerToken: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '404', '410']));
    }
    const unlock = spec.paths['/api/p/{token}/unlock'].post;
    expect(unlock.security ?? []).toEqual([]);
    expect(Object.keys(unlock.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '410', '429']),
    );
  });

  it('describes the guardian and children routes with their bodies and refusals', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths['/api/users/guardian-mode/enable'].post.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    const create = spec.paths['/api/children'].post;
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'dateOfBirth', 'gender']),
    );
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '403', '409']));
    expect(Object.keys(spec.paths['/api/children/{id}'])).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
    expect(Object.keys(spec.paths['/api/children/{id}'].delete.responses)).toEqual(
      expect.arrayContaining(['204', '403', '404']),
    );
    expect(Object.keys(spec.paths['/api/profiles/children/{childId}'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
  });

  it('describes the castings, applications, profile and staff routes with their schemas', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = spec.paths['/api/castings'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining([
        'page',
        'pageSize',
        'location',
        'projectType',
        'minRemuneration',
        'maxRemuneration',
        'excludeUserId',
      ]),
    );
    expect(Object.keys(list.responses['200'].content['application/json'].schema.properties)).toEqual([
      'data',
      'meta',
    ]);
    expect(spec.paths['/api/castings/search'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'q',
    );
    expect(spec.paths['/api/castings'].post.requestBody).toBeDefined();
    expect(Object.keys(spec.paths['/api/castings'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '403']),
    );
    expect(Object.keys(spec.paths['/api/castings/{id}'].patch.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409']),
    );
    const apply = spec.paths['/api/applications'].post;
    expect(Object.keys(apply.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['castingId', 'talentProfileId', 'message']),
    );
    expect(Object.keys(apply.responses)).toEqual(expect.arrayContaining(['201', '404', '409']));
    expect(spec.paths['/api/applications/{id}/status'].patch.requestBody).toBeDefined();
    expect(spec.paths['/api/applications/my-stats'].get.responses['200']).toBeDefined();
    expect(spec.paths['/api/profiles/me'].get.responses['404']).toBeDefined();
    expect(
      Object.keys(spec.paths['/api/profiles'].post.requestBody.content['application/json'].schema.properties),
    ).toEqual(expect.arrayContaining(['height', 'licenseCategories', 'categories', 'onboardingCompleted']));
    expect(
      Object.keys(
        spec.paths['/api/skills/distinctive-mark'].post.requestBody.content['application/json'].schema
          .properties,
      ),
    ).toEqual(expect.arrayContaining(['type', 'location', 'description', 'talentProfileId']));
    expect(Object.keys(spec.paths['/api/skills/sport/{id}'].delete.responses)).toEqual(
      expect.arrayContaining(['204', '404']),
    );
    expect(spec.paths['/api/staff/auth/login'].post.requestBody).toBeDefined();
  });

  it('describes the talent lists and invitations with their bodies and refusals (DESIGN §11)', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const invite = spec.paths['/api/studio/castings/{id}/invitations'].post;
    expect(Object.keys(invite.requestBody.content['application/json'].schema.properties)).toEqual([
      'profileIds',
      'message',
    ]);
    expect(Object.keys(invite.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '422', '429']),
    );
    expect(Object.keys(spec.paths['/api/studio/castings/{id}/invitations'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
    expect(Object.keys(spec.paths['/api/invitations/{id}/decline'].post.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409']),
    );
    const lists = spec.paths['/api/studio/talent-lists'];
    expect(Object.keys(lists.post.requestBody.content['application/json'].schema.properties)).toEqual([
      'name',
    ]);
    expect(Object.keys(spec.paths['/api/studio/talent-lists/{id}'])).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
    expect(Object.keys(spec.paths['/api/studio/talent-lists/{id}/members/{profileId}'])).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
  });

  it('describes the talent directory: its filters, refusals and the discoverable switches (DESIGN §11)', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const search = spec.paths['/api/studio/talents'].get;
    expect(search.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining([
        'q',
        'gender',
        'ageMin',
        'ageMax',
        'heightMin',
        'heightMax',
        'city',
        'category',
        'eyeColor',
        'hairColor',
        'language',
        'languageLevel',
        'skill',
        'hasVideo',
        'sort',
        'page',
        'pageSize',
      ]),
    );
    expect(Object.keys(search.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(Object.keys(spec.paths['/api/studio/talents/{profileId}'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
    const ownSwitch = spec.paths['/api/profiles/me'].patch;
    expect(Object.keys(ownSwitch.requestBody.content['application/json'].schema.properties)).toEqual([
      'discoverable',
    ]);
    expect(
      Object.keys(
        spec.paths['/api/children/{id}'].patch.requestBody.content['application/json'].schema.properties,
      ),
    ).toContain('discoverable');
    expect(Object.keys(spec.paths['/api/profiles/me/views'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
  });

  it('/api/docs serves Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      response.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: String(response.headers.location) })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}
interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

async function servedDocument() {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json() as { openapi: string; paths: Paths };
}

function operations(paths: Paths) {
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
}

const requestSchema = (operation: Operation | undefined) =>
  operation?.requestBody?.content['application/json']?.schema;
const dataSchema = (operation: Operation | undefined, status = '200') =>
  operation?.responses[status]?.content?.['application/json']?.schema.properties?.data;

describe('the served OpenAPI document', () => {
  it('passes an OpenAPI validator without a single error or warning', async () => {
    const spec = await servedDocument();
    const result = await validate(structuredClone(spec) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('declares every path parameter, childId on the child media routes included', async () => {
    const { paths } = await servedDocument();
    for (const { path, method, operation } of operations(paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(inPath);
      for (const parameter of declared) expect(parameter.required, `${method} ${path}`).toBe(true);
    }
    for (const kind of ['photos', 'videos']) {
      const remove = paths[`/api/profiles/children/{childId}/${kind}/{id}`]?.delete;
      expect(remove?.parameters?.map((parameter) => parameter.name).sort()).toEqual(['childId', 'id']);
    }
  });

  it('gives 204 answers no body', async () => {
    const { paths } = await servedDocument();
    const noContent = operations(paths).filter(({ operation }) => operation.responses['204']);
    expect(noContent.length).toBeGreaterThanOrEqual(10);
    for (const { path, method, operation } of noContent) {
      expect(operation.responses['204']?.content, `${method} ${path}`).toBeUndefined();
    }
    expect(paths['/api/profiles/children/{childId}/photos/{id}']?.delete?.responses['204']).toEqual({
      description: 'Deleted',
    });
  });

  it('declares the multipart form of every upload route', async () => {
    const { paths } = await servedDocument();
    for (const base of ['/api/profiles/me', '/api/profiles/children/{childId}']) {
      const uploads = {
        photos: { file: 'file', fields: ['caption'] },
        'photos/bulk': { file: 'files', fields: ['caption'] },
        videos: { file: 'file', fields: ['title', 'caption'] },
      };
      for (const [route, { file, fields }] of Object.entries(uploads)) {
        const body = paths[`${base}/${route}`]?.post?.requestBody;
        expect(body?.required, `${base}/${route}`).toBe(true);
        expect(Object.keys(body?.content ?? {}), `${base}/${route}`).toEqual(['multipart/form-data']);
        const form = body?.content['multipart/form-data']?.schema;
        expect(form?.type).toBe('object');
        expect(form?.required).toEqual([file]);
        const fileField = form?.properties?.[file];
        const binary = file === 'files' ? fileField?.items : fileField;
        if (file === 'files') expect(fileField?.type).toBe('array');
        expect(binary).toMatchObject({ type: 'string', format: 'binary' });
        for (const field of fields) expect(form?.properties?.[field]?.type).toBe('string');
      }
    }
  });

  it('describes the messages: the confirmation’s 422, the new client’s 429, the attachment’s form', async () => {
    const { paths } = await servedDocument();
    for (const path of ['/api/conversations/{id}/messages', '/api/studio/conversations/{id}/messages']) {
      const sendMessage = paths[path]?.post;
      expect(
        Object.keys(sendMessage?.requestBody?.content['application/json']?.schema.properties ?? {}),
      ).toEqual(['text', 'attachmentId', 'confirm']);
      expect(Object.keys(sendMessage?.responses ?? {})).toEqual(
        expect.arrayContaining(['201', '400', '401', '403', '404', '422', '429']),
      );
    }
    const upload = paths['/api/attachments']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(upload?.required).toEqual(['file']);
    expect(upload?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(paths['/api/attachments']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '413', '415']),
    );
    expect(Object.keys(paths['/api/admin/reports/{id}']?.patch?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '409']),
    );
  });

  it('documents 400 on every operation and 414 on every one with a path parameter, in the error shape', async () => {
    const { paths } = await servedDocument();
    for (const { path, method, operation } of operations(paths)) {
      const statuses = path.includes('{') ? ['400', '414'] : ['400'];
      for (const status of statuses) {
        const error = operation.responses[status]?.content?.['application/json']?.schema;
        expect(error?.required, `${status} of ${method} ${path}`).toEqual(['statusCode', 'code', 'message']);
        // `warnings`: what a message was flagged for (the 422 MESSAGE_NEEDS_CONFIRMATION, DESIGN §14).
        expect(Object.keys(error?.properties ?? {})).toEqual([
          'statusCode',
          'code',
          'message',
          'fields',
          'warnings',
        ]);
        expect(error?.properties?.warnings?.type).toBe('array');
      }
    }
  });

  it('shows the e-mail, date and phone formats of the inputs and answers', async () => {
    const { paths } = await servedDocument();
    const phoneAccepted = (schema: JsonSchema | undefined, phone: string) =>
      new RegExp(schema?.pattern ?? '(?!)').test(phone);

    const register = requestSchema(paths['/api/auth/register']?.post)?.properties;
    expect(register?.email?.format).toBe('email');
    expect(register?.birthDate?.format).toBe('date');
    expect(phoneAccepted(register?.phone, '+40721234567')).toBe(true);
    expect(phoneAccepted(register?.phone, '0721 234 567')).toBe(false);
    expect(requestSchema(paths['/api/auth/login']?.post)?.properties?.email?.format).toBe('email');
    expect(requestSchema(paths['/api/staff/auth/login']?.post)?.properties?.email?.format).toBe('email');
    expect(requestSchema(paths['/api/auth/forgot-password']?.post)?.properties?.email?.format).toBe('email');
    const updateMe = requestSchema(paths['/api/auth/me']?.patch)?.properties;
    expect(updateMe?.email?.format).toBe('email');
    expect(phoneAccepted(updateMe?.phone, '+40721234567')).toBe(true);
    expect(phoneAccepted(updateMe?.phone, 'call me')).toBe(false);

    const me = dataSchema(paths['/api/auth/me']?.get)?.properties;
    expect(me?.email?.format).toBe('email');
    expect(me?.birthDate?.format).toBe('date');
    expect(phoneAccepted(me?.phone, '+40721234567')).toBe(true);
    expect(me?.createdAt?.format).toBe('date-time');

    const profileUpdate = requestSchema(paths['/api/profiles']?.post)?.properties;
    expect(profileUpdate?.dateOfBirth?.format).toBe('date');
    for (const field of ['phone', 'phone2']) {
      expect(phoneAccepted(profileUpdate?.[field], '+40721234567')).toBe(true);
      expect(phoneAccepted(profileUpdate?.[field], 'abc')).toBe(false);
    }
    const profile = dataSchema(paths['/api/profiles/me']?.get)?.properties;
    expect(profile?.dateOfBirth?.format).toBe('date-time');
    expect(phoneAccepted(profile?.phone, '+40721234567')).toBe(true);

    expect(requestSchema(paths['/api/children']?.post)?.properties?.dateOfBirth?.format).toBe('date');
    const child = dataSchema(paths['/api/children']?.post, '201')?.properties;
    expect(child?.dateOfBirth?.format).toBe('date-time');
    expect(child?.createdAt?.format).toBe('date-time');

    const castingCreate = requestSchema(paths['/api/castings']?.post)?.properties;
    expect(castingCreate?.castingDate?.format).toBe('date');
    expect(castingCreate?.shootingDate?.format).toBe('date');
    const casting = dataSchema(paths['/api/castings/slug/{slug}']?.get)?.properties;
    expect(casting?.castingDate?.format).toBe('date');
    expect(casting?.updatedAt?.format).toBe('date-time');
    const application = dataSchema(paths['/api/applications']?.post, '201')?.properties;
    expect(application?.appliedAt?.format).toBe('date-time');
  });
});

describe('an exact document', () => {
  it('gives every operation an operationId of its own, made from its method and path', async () => {
    const { paths } = await servedDocument();
    const ids = operations(paths).map(({ operation }) => (operation as { operationId?: string }).operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (path: string, method: string) =>
      (paths[path]?.[method] as { operationId?: string } | undefined)?.operationId;
    expect(idOf('/api/castings', 'get')).toBe('getCastings');
    expect(idOf('/api/applications/{id}/checklist/spas-notice.pdf', 'get')).toBe(
      'getApplicationsByIdChecklistSpasNoticePdf',
    );
    expect(idOf('/api/profiles/children/{childId}/photos/{id}', 'delete')).toBe(
      'deleteProfilesChildrenByChildIdPhotosById',
    );
  });

  it('documents the files as files: the SPAS notice a PDF, the applicants a CSV, private media binary', async () => {
    const { paths } = await servedDocument();
    const binary = { type: 'string', format: 'binary' };
    const pdf = paths['/api/applications/{id}/checklist/spas-notice.pdf']?.get?.responses['200']?.content;
    expect(pdf).toEqual({ 'application/pdf': { schema: binary } });
    const csv = paths['/api/studio/castings/{id}/applications.csv']?.get?.responses['200']?.content;
    expect(csv).toEqual({ 'text/csv': { schema: binary } });
    const media = paths['/api/media/private/{key}']?.get?.responses;
    for (const status of ['200', '206']) {
      expect(Object.keys(media?.[status]?.content ?? {})).toEqual(['image/*', 'video/*']);
    }
  });

  it('lets a checklist change name only the known items', async () => {
    const { paths } = await servedDocument();
    const items = requestSchema(paths['/api/applications/{id}/checklist']?.patch)?.properties?.items as
      | (JsonSchema & { additionalProperties?: unknown })
      | undefined;
    expect(Object.keys(items?.properties ?? {})).toEqual([...CHECKLIST_ITEMS]);
    for (const item of CHECKLIST_ITEMS) expect(items?.properties?.[item]?.type).toBe('boolean');
    expect(items?.additionalProperties).toBe(false);
  });

  it('describes a take’s trim on both from-upload routes: seconds, never negative (DESIGN §15)', async () => {
    const { paths } = await servedDocument();
    for (const path of [
      '/api/profiles/me/videos/from-upload',
      '/api/profiles/children/{childId}/videos/from-upload',
    ]) {
      const body = requestSchema(paths[path]?.post);
      expect(Object.keys(body?.properties ?? {}), path).toEqual([
        'uploadId',
        'title',
        'caption',
        'trimStart',
        'trimEnd',
      ]);
      for (const field of ['trimStart', 'trimEnd'])
        expect(body?.properties?.[field], `${path} ${field}`).toMatchObject({
          type: 'number',
          minimum: 0,
          maximum: MEDIA_LIMITS.trimMaxSeconds,
        });
    }
  });

  it('documents the 404 of a bulk status move naming an application the caller cannot move', async () => {
    const { paths } = await servedDocument();
    expect(Object.keys(paths['/api/studio/applications/bulk-status']?.post?.responses ?? {})).toContain(
      '404',
    );
  });
});
