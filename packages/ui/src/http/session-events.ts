/**
 * The API client lives outside React and the router, yet a failed refresh must end the session
 * everywhere: the session provider signs out and the shell empties the query cache. They subscribe here.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnd(): void {
  for (const listener of [...listeners]) listener();
}
