export interface Shortcut {
  /** The keys as the keyboard shows them ('A', 'J / →'). */
  keys: string;
  /** What they do, in the active language. */
  label: string;
}

interface ShortcutsHelpProps {
  title: string;
  /** When the keys work (not while typing; on the focused row). */
  hint: string;
  shortcuts: readonly Shortcut[];
}

/** A screen's keyboard shortcuts, visible to everyone (a disclosure, open on request). */
export function ShortcutsHelp({ title, hint, shortcuts }: ShortcutsHelpProps) {
  return (
    <details className="rounded-2xl bg-white p-4 text-sm ring-1 ring-gray-200" data-testid="shortcuts-help">
      <summary className="cursor-pointer rounded-sm font-medium text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700">
        {title}
      </summary>
      <p className="mt-2 text-gray-700">{hint}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {shortcuts.map(({ keys, label }) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-xs">
                {keys}
              </kbd>
            </dt>
            <dd className="text-gray-800">{label}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
