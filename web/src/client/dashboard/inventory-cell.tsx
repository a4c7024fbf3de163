import { useEffect, useState, type KeyboardEvent } from 'react';

/**
 * A cell of the inventory table that edits in place: Enter or leaving it saves a changed value,
 * Escape puts the old one back; what the save answered shows beside it.
 */
export function InventoryCell({
  label,
  value,
  save,
}: {
  label: string;
  value: string;
  save(text: string): Promise<string | undefined>;
}) {
  const [text, setText] = useState(value);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  // A saved value comes back as the server wrote it (15 → 15.00).
  useEffect(() => setText(value), [value]);
  const commit = async () => {
    // Unchanged (or leaving after Enter saved it): what the last save said stays.
    if (text.trim() === value) return;
    setState({ kind: 'saving' });
    const problem = await save(text).catch(() => 'Not saved: check your connection and try again.');
    setState(problem ? { kind: 'failed', message: problem } : { kind: 'saved' });
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void commit();
    if (event.key === 'Escape') {
      setText(value);
      setState({ kind: 'idle' });
    }
  };
  return (
    <span className="inventory-cell">
      <input
        aria-label={label}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setState({ kind: 'idle' });
        }}
        onBlur={() => void commit()}
        onKeyDown={onKey}
        aria-invalid={state.kind === 'failed' || undefined}
      />
      <span className={`cell-state cell-${state.kind}`} role={state.kind === 'failed' ? 'alert' : 'status'}>
        {state.kind === 'saving'
          ? 'Saving…'
          : state.kind === 'saved'
            ? 'Saved'
            : state.kind === 'failed'
              ? state.message
              : ''}
      </span>
    </span>
  );
}
