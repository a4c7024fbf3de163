import { ProblemList, type Problem } from './user-errors.tsx';

/** Under a rules form: the server's refusals as it worded them, or a note of what was done. */
export function RuleChangeOutcome({ problems, note }: { problems: readonly Problem[]; note: string }) {
  return (
    <>
      <ProblemList problems={problems} />
      {note && (
        <p className="form-note" role="status">
          {note}
        </p>
      )}
    </>
  );
}
