// Durations of the specification (§2): success 3 s, error 4 s (the Toaster's default covers the rest).
export const TOAST_DEFAULT_MS = 4000;
const SUCCESS_MS = 3000;
const ERROR_MS = 4000;

// Sonner is fetched on the first toast (or by the Toaster when the browser is idle), not with the
// entry: the sign-in page is interactive without it (DESIGN §5, /login ≤ 140 KB). A toast asked for
// before the Toaster is on the page is kept by Sonner and shown when it mounts.
const sonner = () => import('sonner');

export const notify = {
  success: (message: string) => {
    void sonner().then(({ toast }) => toast.success(message, { duration: SUCCESS_MS }));
  },
  error: (message: string) => {
    void sonner().then(({ toast }) => toast.error(message, { duration: ERROR_MS }));
  },
};
