/** A refusal to show beside a form: the server's userError, or one of the form's own checks. */
export interface Problem {
  field?: readonly string[] | null;
  message: string;
}

export const OFFLINE = 'That did not work just now. Check your connection and try again.';

/** The refusals a mutation answered with; not reaching the server is one too, in words of our own. */
export async function problemsOf(
  run: () => Promise<{ userErrors: readonly Problem[] } | null | undefined>,
): Promise<Problem[]> {
  try {
    const payload = await run();
    return payload ? [...payload.userErrors] : [{ message: OFFLINE }];
  } catch {
    return [{ message: OFFLINE }];
  }
}

/** Whether a problem names this input (the last part of its path: ['input', 'amount'] names amount). */
export const names = (problems: readonly Problem[], field: string) =>
  problems.some((problem) => problem.field?.at(-1) === field);

/** Every message, as the server worded it, in one alert beside the form. */
export function ProblemList({ problems }: { problems: readonly Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="form-error" role="alert">
      {problems.length === 1 ? (
        problems[0]!.message
      ) : (
        <ul>
          {problems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
