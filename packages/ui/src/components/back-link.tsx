import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClassName } from '../link-styles';
import { Icon } from './icons';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      data-testid="back-link"
      className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}
    >
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}
