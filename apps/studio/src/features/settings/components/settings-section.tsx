import { type ReactNode, useId } from 'react';

interface SettingsSectionProps {
  title: string;
  description: string;
  testId: string;
  children: ReactNode;
}

/** One card of the studio's Settings: a titled region with a line on what it changes. */
export function SettingsSection({ title, description, testId, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{description}</p>
      {children}
    </section>
  );
}
