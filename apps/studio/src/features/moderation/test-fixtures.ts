import type { HeldMessage, Report } from '@talent/contract/messages';

/** A report of a casting by a talent, open. */
export function testReport(id: string, overrides: Partial<Report> = {}): Report {
  return {
    id,
    targetType: 'CASTING',
    targetId: 'casting-1',
    reason: 'SCAM',
    details: 'They asked for a 200 lei registration fee',
    status: 'OPEN',
    createdAt: '2026-11-20T10:00:00.000Z',
    reporter: { name: 'Ana Pop', email: 'ana@example.com' },
    target: {
      label: 'Spot TV Lumière',
      castingId: 'casting-1',
      castingTitle: 'Spot TV Lumière',
      castingStatus: 'PUBLISHED',
      clientId: 'client-9',
      companyName: 'Fake Films SRL',
      clientStatus: 'VERIFIED',
      messageStatus: null,
      messageSide: null,
    },
    action: null,
    note: null,
    resolvedAt: null,
    ...overrides,
  };
}

/** A report of one message in a casting's thread. */
export function testMessageReport(id: string): Report {
  const base = testReport(id);
  return {
    ...base,
    targetType: 'MESSAGE',
    targetId: 'message-7',
    reason: 'PAYMENT_REQUEST',
    target: {
      ...base.target,
      label: 'Send the deposit to RO49AAAA1B31007593840000',
      messageStatus: 'SENT',
      messageSide: 'CLIENT',
    },
  };
}

export function testHeld(id: string, overrides: Partial<HeldMessage> = {}): HeldMessage {
  return {
    id,
    conversationId: 'conversation-1',
    castingTitle: 'Reclamă lapte',
    senderName: 'Fake Films SRL',
    side: 'CLIENT',
    talentName: 'Matei',
    text: 'Call me at 0722 123 456 before Friday',
    attachment: { id: 'attachment-1', fileName: 'script.pdf', contentType: 'application/pdf', size: 20480 },
    warnings: [{ kind: 'PHONE', text: '0722 123 456' }],
    status: 'HELD',
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}
