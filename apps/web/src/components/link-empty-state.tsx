import { EmptyState } from '@talent/ui/components/empty-state';
import { buttonLinkClassName, textLinkClassName } from '@talent/ui/link-styles';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

interface LinkEmptyStateProps extends Omit<ComponentProps<typeof EmptyState>, 'action'> {
  /** The way on: a page of the portal, and what the link says. */
  link: { to: string; label: string };
  /** A plain text link where the empty state sits inside a page section; a button-like one otherwise. */
  quiet?: boolean;
}

/** An empty state (nothing here, not found, not allowed yet) whose one way on is a link. */
export function LinkEmptyState({ link, quiet = false, ...emptyState }: LinkEmptyStateProps) {
  return (
    <EmptyState
      {...emptyState}
      action={
        <Link to={link.to} className={quiet ? textLinkClassName : buttonLinkClassName}>
          {link.label}
        </Link>
      }
    />
  );
}
