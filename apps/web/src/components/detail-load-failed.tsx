import { BackLink } from '@talent/ui/components/back-link';
import { Button } from '@talent/ui/components/button';
import { EmptyState } from '@talent/ui/components/empty-state';

interface DetailLoadFailedProps {
  /** The list the detail page belongs to. */
  back: { to: string; label: string };
  title: string;
  text: string;
  retry: { label: string; onRetry: () => void };
}

/** A detail page whose load failed (not a 404): the way back to its list, the reason and a retry. */
export function DetailLoadFailed({ back, title, text, retry }: DetailLoadFailedProps) {
  return (
    <div className="space-y-6">
      <BackLink to={back.to}>{back.label}</BackLink>
      <EmptyState
        headingLevel={1}
        title={title}
        text={text}
        action={<Button onClick={retry.onRetry}>{retry.label}</Button>}
      />
    </div>
  );
}
