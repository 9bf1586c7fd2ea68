import { changeLanguage } from '@talent/ui/i18n';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

interface Expected {
  english: string;
  romanian: string;
  tone: string;
}

/** A status badge says its status in English and in Romanian, in its tone's colours (§4). */
export async function expectStatusBadge(
  badge: ReactElement,
  testId: string,
  { english, romanian, tone }: Expected,
) {
  const { unmount } = render(badge);
  const shown = screen.getByTestId(testId);
  expect(shown).toHaveTextContent(english);
  expect(shown).toHaveAttribute('data-tone', tone);
  expect(shown.className).toContain(`bg-${tone}-100`);
  unmount();

  await changeLanguage('ro', { persist: false });
  render(badge);
  expect(screen.getByTestId(testId)).toHaveTextContent(romanian);
}
