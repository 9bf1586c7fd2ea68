/** A link of the shell: a nav item or a user-menu entry, its label already translated by the app. */
export interface ShellLink {
  key: string;
  to: string;
  label: string;
  /** For "/", a prefix of every path: match it exactly. */
  end?: boolean;
  /** A count beside the label (unread messages), with its words for assistive technology. */
  badge?: { count: number; label: string };
}
