import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, clientDecisionSchema, isValidCui, staffRegisterSchema } from './clients';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('isValidCui', () => {
  it('accepts real CUIs, with or without the RO prefix and spaces', () => {
    for (const code of ['14399840', 'RO14399840', 'ro 14399840', '13548146', '18547290']) {
      expect(isValidCui(code), code).toBe(true);
    }
  });

  it('refuses a wrong check digit, letters, and lengths outside 2–10 digits', () => {
    for (const code of ['14399841', '1439984O', 'RO', '1', '12345678901', 'DE14399840', '']) {
      expect(isValidCui(code), code).toBe(false);
    }
  });
});

const payload = {
  email: 'Director@Agentie.RO',
  password: 'Demo1234!',
  firstName: 'Ioana',
  lastName: 'Pop',
  phone: '+40721234567',
  companyName: 'Agenția Lumière SRL',
  companyCode: 'ro 14399840',
};

describe('staffRegisterSchema', () => {
  it('compacts the CUI and lower-cases the e-mail', () => {
    expect(staffRegisterSchema.parse(payload)).toMatchObject({
      email: 'director@agentie.ro',
      companyCode: 'RO14399840',
    });
  });

  it('says which company field is wrong', () => {
    expect(
      issuesOf(staffRegisterSchema.safeParse({ ...payload, companyName: ' ', companyCode: '14399841' })),
    ).toEqual({
      companyName: CLIENT_MESSAGES.companyNameRequired,
      companyCode: CLIENT_MESSAGES.companyCodeInvalid,
    });
    expect(issuesOf(staffRegisterSchema.safeParse({ ...payload, companyCode: '' }))).toEqual({
      companyCode: CLIENT_MESSAGES.companyCodeRequired,
    });
  });
});

describe('clientDecisionSchema', () => {
  it('needs a reason to reject, not to verify', () => {
    expect(clientDecisionSchema.safeParse({ status: 'VERIFIED' }).success).toBe(true);
    expect(issuesOf(clientDecisionSchema.safeParse({ status: 'REJECTED', reason: '  ' }))).toEqual({
      reason: CLIENT_MESSAGES.reasonRequired,
    });
    expect(issuesOf(clientDecisionSchema.safeParse({ status: 'UNVERIFIED' }))).toEqual({
      status: CLIENT_MESSAGES.decisionInvalid,
    });
  });
});
