import type { User } from '@talent/contract/auth';
import { displayName } from './nav-items';

/** The profile photo, else the first letter of the name (§2 shell). Decorative: the name is beside it. */
export function Avatar({
  user,
}: {
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'profilePhotoUrl'>;
}) {
  if (user.profilePhotoUrl) {
    return (
      <img
        src={user.profilePhotoUrl}
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
      {displayName(user).charAt(0).toUpperCase()}
    </span>
  );
}
