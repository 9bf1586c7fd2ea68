import { type ReactNode, useId } from 'react';

interface SettingsCardProps {
  title: string;
  /** Beside the title, e.g. a state badge. */
  aside?: ReactNode;
  description?: ReactNode;
  /** The danger zone's red frame. */
  tone?: 'default' | 'danger';
  testId: string;
  children: ReactNode;
}

/** One card of a Settings page (both apps): a region named by its heading. */
export function SettingsCard({
  title,
  aside,
  description,
  tone = 'default',
  testId,
  children,
}: SettingsCardProps) {
  const headingId = useId();
  const frame = tone === 'danger' ? 'ring-red-300' : 'ring-gray-200';
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${frame}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={headingId}
          className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-gray-900'}`}
        >
          {title}
        </h2>
        {aside}
      </div>
      {description && <p className="mt-2 text-sm text-gray-700">{description}</p>}
      {children}
    </section>
  );
}
