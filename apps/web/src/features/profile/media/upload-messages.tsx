/** The client checks' messages of the last pick, one per refused file. */
export function UploadMessages({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul
      role="alert"
      data-testid="upload-messages"
      className="space-y-1 rounded-xl bg-red-50 p-3 text-sm text-red-800"
    >
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
