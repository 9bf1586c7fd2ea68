import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'gray' | 'red' | 'orange' | 'yellow';

// Text 800 on background 100 of the same hue: contrast above AA (4.5:1) for small text in every tone.
const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  gray: 'bg-gray-100 text-gray-800 ring-gray-500/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
};

interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  testId?: string;
  className?: string;
}

/** A small coloured label; the colour is never the only signal (the text says the same). */
export function Badge({ tone, children, testId, className = '' }: BadgeProps) {
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
