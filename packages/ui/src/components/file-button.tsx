import { type ReactNode, useRef } from 'react';

/**
 * A button that opens the file picker (the keyboard's way to a file) over a hidden input. The input is
 * emptied after each choice so the same file can be picked again after a failed upload.
 */
export function FileButton({
  accept,
  multiple = false,
  onFiles,
  disabled,
  className,
  describedBy,
  buttonTestId,
  inputTestId,
  children,
}: {
  accept: string;
  multiple?: boolean;
  /** Called with the chosen files; never with none (a cancelled picker). */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  className: string;
  describedBy?: string;
  buttonTestId: string;
  inputTestId: string;
  children: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        aria-describedby={describedBy}
        data-testid={buttonTestId}
        className={className}
      >
        {children}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        tabIndex={-1}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
