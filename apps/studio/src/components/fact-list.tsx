import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode];

interface FactListProps {
  facts: (Fact | null)[];
  /** Said when no fact has a value; without it, an empty list shows nothing. */
  empty?: string;
  /** The grid's columns and spacing, which differ with the card the list sits in. */
  className?: string;
}

/** Labelled facts in columns; facts without a value are left out, and an empty list says so. */
export function FactList({
  facts,
  empty,
  className = 'grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3',
}: FactListProps) {
  const shown = facts.filter((fact): fact is Fact => fact !== null && fact[1] !== null && fact[1] !== '');
  if (shown.length === 0) return empty ? <p className="text-sm text-gray-600">{empty}</p> : null;
  return (
    <dl className={className}>
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-gray-600">{label}</dt>
          <dd className="mt-0.5 font-medium break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
