import type { Child } from '@talent/contract/children';
import { expect } from 'vitest';
import { bearer, dateYearsAgo, register, type TestApp } from './test-app';

/** A talent with guardian mode on (an adult of 35 unless `overrides` say otherwise), with their bearer headers. */
export async function guardian(
  t: TestApp,
  firstName = 'Maria',
  overrides: Parameters<typeof register>[1] = {},
) {
  const { tokens, payload } = await register(t.app, { firstName, birthDate: dateYearsAgo(35), ...overrides });
  const headers = bearer(tokens.accessToken);
  const enabled = await setGuardianMode(t, headers, true);
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { token: tokens.accessToken, headers, email: payload.email };
}

export const childPayload = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Luca',
  lastName: 'Ionescu',
  dateOfBirth: dateYearsAgo(8),
  gender: 'MALE',
  ...overrides,
});

/** Adds a child through the API and answers its DTO. */
export async function addChild(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<Child> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/children',
    headers,
    payload: childPayload(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Child }).data;
}

export const setGuardianMode = (t: TestApp, headers: Record<string, string>, on: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/users/guardian-mode/${on ? 'enable' : 'disable'}`, headers });
