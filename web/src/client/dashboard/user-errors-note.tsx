/** A refused save's reasons, each in the server's words; nothing when there are none. */
export function UserErrorsNote({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <div className="form-error" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
