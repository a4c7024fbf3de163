/**
 * The edits typed while a save was on its way, which the version it made does not hold: every file
 * whose text now differs from what that version has (the text sent, or the base's for a file the
 * save did not change). The new version's editor opens with them, so nothing typed is lost.
 */
export function typedSinceSave(
  now: Readonly<Record<string, string>>,
  sent: ReadonlyMap<string, string>,
  base: ReadonlyMap<string, string | null>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(now).filter(([path, text]) => (sent.has(path) ? sent.get(path) : base.get(path)) !== text),
  );
}
