import { useState } from 'react';
import { problemsOf, type Problem } from './user-errors.tsx';

/**
 * One change of an owner's rules at a time (save, delete, archive): the server's refusals to show
 * beside the form, or a note of what was done, after which the panel reloads.
 */
export function useRuleChanges(onChanged: () => Promise<void>) {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [note, setNote] = useState('');
  /** Sends the change; answers whether it went through. */
  const change = async (
    send: () => Promise<{ userErrors: readonly Problem[] } | null | undefined>,
    done: string,
  ): Promise<boolean> => {
    setNote('');
    const refused = await problemsOf(send);
    setProblems(refused);
    if (refused.length > 0) return false;
    setNote(done);
    await onChanged();
    return true;
  };
  /** Problems found before sending (what was typed): shown the same way, nothing sent. */
  const refuse = (found: Problem[]) => {
    setNote('');
    setProblems(found);
  };
  return { problems, note, change, refuse };
}
