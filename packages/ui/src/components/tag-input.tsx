import { type KeyboardEvent, useState } from 'react';
import { controlClassName } from './form-field';
import { Icon } from './icons';

interface TagInputProps {
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** Applied to each new tag before it is added (e.g. upper-casing). */
  normalize?: (value: string) => string;
  addLabel: string;
  /** The accessible name of each tag's remove button, given the tag. */
  removeLabel: (tag: string) => string;
  placeholder?: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  testId?: string;
}

/** Free-text tags: Enter or the add button adds a non-empty, new value; each tag has a remove button. */
export function TagInput({
  id,
  tags,
  onChange,
  normalize = (value) => value,
  addLabel,
  removeLabel,
  placeholder,
  testId,
  ...aria
}: TagInputProps) {
  const [text, setText] = useState('');

  const add = () => {
    const value = normalize(text.trim());
    if (!value) return;
    if (!tags.includes(value)) onChange([...tags, value]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a tag; it must never submit the surrounding form.
    event.preventDefault();
    add();
  };

  return (
    <div data-testid={testId}>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={controlClassName}
          {...aria}
        />
        <button
          type="button"
          onClick={add}
          className="shrink-0 rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {addLabel}
        </button>
      </div>
      {tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 ring-1 ring-indigo-200"
            >
              {tag}
              <button
                type="button"
                aria-label={removeLabel(tag)}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                className="rounded-full p-1 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-700"
              >
                <Icon name="close" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
