import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: it names the section (and may name a list inside it too). */
  id: string;
  title: string;
  children: ReactNode;
}

/** A white card of a detail page, a region named by its heading. */
export function SectionCard({ id, title, children }: SectionCardProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
