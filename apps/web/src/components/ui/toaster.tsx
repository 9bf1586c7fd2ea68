import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '@/lib/notify';

export function Toaster() {
  return <SonnerToaster position="top-right" duration={TOAST_DEFAULT_MS} />;
}
