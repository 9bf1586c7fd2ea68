import type { ClientSummary, Company, StaffMe } from '@talent/contract/clients';

export function testCompany(overrides: Partial<Company> = {}): Company {
  return {
    name: 'Filmique SRL',
    code: 'RO14399840',
    status: 'UNVERIFIED',
    statusReason: null,
    reviewedAt: null,
    ...overrides,
  };
}

/** A CLIENT by default; `{ role: 'ADMIN', clientStatus: null, company: null }` for an administrator. */
export function testStaff(overrides: Partial<StaffMe> = {}): StaffMe {
  return {
    id: 'staff-1',
    role: 'CLIENT',
    email: 'ana.director@example.com',
    firstName: 'Ana',
    lastName: 'Ionescu',
    phone: '+40721234567',
    preferredLanguage: 'EN',
    clientStatus: 'UNVERIFIED',
    company: testCompany(),
    createdAt: '2025-03-01T09:30:00.000Z',
    ...overrides,
  };
}

export const testAdmin = () =>
  testStaff({ id: 'admin-1', role: 'ADMIN', firstName: 'Radu', clientStatus: null, company: null });

export function testClient(index: number, overrides: Partial<ClientSummary> = {}): ClientSummary {
  return {
    id: `client-${index}`,
    email: `client${index}@example.com`,
    firstName: 'Maria',
    lastName: `Pop ${index}`,
    phone: '+40730000000',
    company: testCompany({ name: `Company ${index} SRL` }),
    createdAt: '2025-03-02T10:00:00.000Z',
    sameCode: [],
    ...overrides,
  };
}

/** A page of the list answer (DESIGN §4). */
export function page<T>(data: T[], meta: Partial<{ page: number; pageSize: number; total: number }> = {}) {
  const pageSize = meta.pageSize ?? 20;
  const total = meta.total ?? data.length;
  return {
    data,
    meta: { page: meta.page ?? 1, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
  };
}
