import { type ReactNode, useId } from 'react';

const TONES = {
  plain: {
    heading: 'text-base font-semibold text-gray-900',
    text: 'mt-1 text-sm text-gray-700',
    card: 'rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-6',
  },
  brand: {
    heading: 'font-semibold text-indigo-950',
    text: 'mt-1 text-sm text-indigo-950',
    card: 'rounded-2xl bg-indigo-50 p-4 ring-1 ring-indigo-200 sm:p-5',
  },
} as const;

interface TitledSectionProps {
  title: string;
  /** The line under the title: what the section is for. */
  text: string;
  /** The heading's colours: grey on a white card, or the brand's on a tinted one. */
  tone?: keyof typeof TONES;
  testId: string;
  /** Draws the section as a card of its tone (rounded, ringed, padded), so callers pass only their layout. */
  card?: boolean;
  /** How the heading block and the content sit (stacked, side by side), and any frame of the caller's. */
  className: string;
  children: ReactNode;
}

/** A region named by its heading, with a line under the heading, then its content. */
export function TitledSection({
  title,
  text,
  tone = 'plain',
  testId,
  card = false,
  className,
  children,
}: TitledSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={card ? `${TONES[tone].card} ${className}` : className}
    >
      <div>
        <h2 id={headingId} className={TONES[tone].heading}>
          {title}
        </h2>
        <p className={TONES[tone].text}>{text}</p>
      </div>
      {children}
    </section>
  );
}
