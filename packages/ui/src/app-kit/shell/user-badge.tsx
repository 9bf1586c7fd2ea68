/** Who is signed in, as the shell shows it. `kind` says the account's kind ("talent account", "Administrator"…). */
export interface ShellUser {
  name: string;
  kind: string;
  photoUrl?: string | null;
}

/** The user's full name, else the e-mail (an account may have no name yet). */
export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** The profile photo, else the first letter of the name. Decorative: the name is beside it. */
export function Avatar({ user }: { user: ShellUser }) {
  if (user.photoUrl) {
    return (
      <img
        src={user.photoUrl}
        alt=""
        width="36"
        height="36"
        className="size-9 shrink-0 rounded-full object-cover ring-1 ring-gray-200"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white"
    >
      {user.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** Avatar, name and kind of account: the user menu's button, and the head of the mobile menu. */
export function UserBadge({ user }: { user: ShellUser }) {
  return (
    <>
      <Avatar user={user} />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="max-w-48 truncate text-sm font-medium text-gray-900">{user.name}</span>
        <span className="max-w-48 truncate text-xs text-gray-600">{user.kind}</span>
      </span>
    </>
  );
}
