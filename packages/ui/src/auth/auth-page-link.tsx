import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { keptReturnState } from '../return-path';

// The look of ../link-styles' textLinkClassName, kept here: importing that module would cost the public
// pages a chunk of their own for one string.
export const authLinkClassName =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 rounded-sm';

/**
 * A link of the public pages, in their link look. It hands on the way back a route guard left, so a
 * visitor who goes from sign-in to sign-up or a forgotten password and back still returns to the page
 * they asked for once signed in.
 */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link to={to} state={keptReturnState(location.state)} className={authLinkClassName}>
      {children}
    </Link>
  );
}

/** A way on under a public page's form or answer: 'Back to sign in', 'Request a new link'. */
export function AuthPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <AuthLink to={to}>{children}</AuthLink>
    </p>
  );
}
