import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  text?: string;
  /** A link or button that gets the person going again. */
  action?: ReactNode;
  /** The heading level the page's outline needs here. */
  headingLevel?: 1 | 2 | 3;
  testId?: string;
}

export function EmptyState({ title, text, action, headingLevel = 2, testId }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div
      data-testid={testId}
      className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center"
    >
      <Heading className="text-lg font-semibold text-gray-900">{title}</Heading>
      {text && <p className="mx-auto mt-2 max-w-md text-sm text-gray-700">{text}</p>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
