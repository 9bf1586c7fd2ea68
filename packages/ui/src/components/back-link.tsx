import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClassName } from '../link-styles';
import { RETURN_TO_SCROLL } from '../return-to-scroll';
import { Icon } from './icons';

/** The way back to the page this one was opened from, which comes back where it was left. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      state={RETURN_TO_SCROLL}
      data-testid="back-link"
      className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}
    >
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}
