/**
 * Reloads the session's user after a change Settings saved. The change itself is saved by then, so
 * a failure here is only logged: the next reload shows it anyway.
 */
export async function refreshUserAfter(refreshUser: () => Promise<void>, change: string): Promise<void> {
  try {
    await refreshUser();
  } catch (error) {
    console.warn(`Could not refresh the user after ${change}`, error);
  }
}
