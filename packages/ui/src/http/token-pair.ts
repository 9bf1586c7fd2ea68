/**
 * What a sign-in or a refresh answers. In a file of its own so that storage (which clears the
 * rotations on sign-out) and the rotations record (which keeps pairs) do not import each other.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}
