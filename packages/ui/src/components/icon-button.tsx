import type { Ref } from 'react';
import { Icon, type IconName } from './icons';

interface IconButtonProps {
  icon: IconName;
  /** The button's name for screen readers: the icon alone says nothing to them. */
  label: string;
  onClick: () => void;
  /** The button's look (padding, hover, focus ring): it differs with the surface it sits on. */
  className: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that shows only an icon (close, remove), named by a label only screen readers read. */
export function IconButton({ icon, label, onClick, className, ref }: IconButtonProps) {
  return (
    <button ref={ref} type="button" onClick={onClick} className={className}>
      <Icon name={icon} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
