interface RefusedListProps {
  refused: readonly { id: string; message: string }[];
  /** The applicants' names as the list showed them, by application id (the id when unknown). */
  names: ReadonlyMap<string, string>;
  /** The refusal in the reader's words. */
  reason: (message: string) => string;
}

/** After a bulk action: each applicant it could not reach, by name, with why. */
export function RefusedList({ refused, names, reason }: RefusedListProps) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {refused.map((refusal) => (
        <li key={refusal.id} className="break-words">
          <span className="font-medium">{names.get(refusal.id) ?? refusal.id}</span>:{' '}
          {reason(refusal.message)}
        </li>
      ))}
    </ul>
  );
}
