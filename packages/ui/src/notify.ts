import { toast } from 'sonner';

// Durations of the specification (§2): success 3 s, error 4 s (the Toaster's default covers the rest).
export const TOAST_DEFAULT_MS = 4000;
const SUCCESS_MS = 3000;
const ERROR_MS = 4000;

export const notify = {
  success: (message: string) => toast.success(message, { duration: SUCCESS_MS }),
  error: (message: string) => toast.error(message, { duration: ERROR_MS }),
};
