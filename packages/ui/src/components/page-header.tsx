import type { ReactNode } from 'react';

/** A screen's title (its h1) and the line under it. */
export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-gray-700">{subtitle}</p>
    </div>
  );
}
