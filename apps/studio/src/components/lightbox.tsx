import { IconButton } from '@talent/ui/components/icon-button';
import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface LightboxImage {
  src: string;
  /** Describes the picture; also shown under it. */
  alt: string;
  caption?: string | null;
}

interface LightboxProps {
  images: readonly LightboxImage[];
  /** The image shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: { dialog: string; close: string; previous: string; next: string; position: string };
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

const controlClassName =
  'rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * Photos one at a time over the page, on a modal <dialog>: ← and → page through them (wrapping),
 * Escape closes, Tab stays inside, and focus goes back to what opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose, labels }: LightboxProps) {
  if (index === null || !images[index]) return null;
  return (
    <OpenLightbox
      images={images}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      labels={labels}
    />
  );
}

function OpenLightbox({ images, index, onIndexChange, onClose, labels }: LightboxProps & { index: number }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const image = images[index]!;
  const many = images.length > 1;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const go = (step: number) => onIndexChange((index + step + images.length) % images.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && many) {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft' && many) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab' && ref.current) {
      const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-label={labels.dialog}
      data-testid="lightbox"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-gray-950/95 p-0 text-white backdrop:bg-gray-950/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 p-3">
          <p className="text-sm" aria-live="polite" data-testid="lightbox-position">
            {labels.position}
          </p>
          <IconButton
            ref={closeRef}
            icon="close"
            label={labels.close}
            onClick={onClose}
            className={controlClassName}
          />
        </div>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-3 pb-4">
          <img
            src={image.src}
            alt={image.alt}
            className="min-h-0 max-w-full flex-1 object-contain"
            data-testid="lightbox-image"
          />
          {image.caption && (
            <figcaption className="max-w-prose text-center text-sm text-gray-200">{image.caption}</figcaption>
          )}
        </figure>
        {many && (
          <div className="flex justify-center gap-4 pb-5">
            <IconButton
              icon="arrowLeft"
              label={labels.previous}
              onClick={() => go(-1)}
              className={controlClassName}
            />
            <IconButton
              icon="arrowRight"
              label={labels.next}
              onClick={() => go(1)}
              className={controlClassName}
            />
          </div>
        )}
      </div>
    </dialog>
  );
}
