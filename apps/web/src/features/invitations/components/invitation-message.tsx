/** The casting team's words to the talent, as they wrote them (line breaks kept). */
export function InvitationMessage({ message, className = '' }: { message: string; className?: string }) {
  return (
    <blockquote
      className={`border-l-4 border-indigo-200 pl-3 text-sm break-words whitespace-pre-line text-gray-800 ${className}`}
    >
      {message}
    </blockquote>
  );
}
