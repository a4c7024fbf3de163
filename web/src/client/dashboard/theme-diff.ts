/** One line of a diff: kept, removed from the older version, or added in the newer. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
  /** Its line in the older version (same, removed) and in the newer (same, added). */
  before?: number;
  after?: number;
}

/** A file that differs between two versions, with its changed lines and a little context. */
export interface FileDiff {
  path: string;
  status: 'added' | 'removed' | 'changed';
  lines: DiffLine[];
}

/** Past this many line pairs a file is shown as replaced whole: a table that large would stall the tab. */
const MAX_CELLS = 4_000_000;
const CONTEXT = 3;

const linesOf = (text: string) => (text === '' ? [] : text.split('\n'));

/** The lines of two texts, matched by their longest common subsequence (after the common start and end). */
export function diffLines(older: string, newer: string): DiffLine[] {
  const a = linesOf(older);
  const b = linesOf(newer);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) [endA, endB] = [endA - 1, endB - 1];
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const out: DiffLine[] = a.slice(0, start).map((text, i) => ({ kind: 'same', text, before: i + 1, after: i + 1 }));
  const [n, m] = [midA.length, midB.length];
  let i = 0;
  let j = 0;
  const push = (kind: DiffLine['kind']) => {
    if (kind === 'removed') out.push({ kind, text: midA[i]!, before: start + ++i });
    else if (kind === 'added') out.push({ kind, text: midB[j]!, after: start + ++j });
    else out.push({ kind, text: midA[i]!, before: start + ++i, after: start + ++j });
  };
  if (n * m <= MAX_CELLS) {
    // lcs[x][y]: the longest common subsequence of midA from x and midB from y, in one flat table.
    const lcs = new Uint32Array((n + 1) * (m + 1));
    for (let x = n - 1; x >= 0; x--)
      for (let y = m - 1; y >= 0; y--)
        lcs[x * (m + 1) + y] =
          midA[x] === midB[y]
            ? lcs[(x + 1) * (m + 1) + y + 1]! + 1
            : Math.max(lcs[(x + 1) * (m + 1) + y]!, lcs[x * (m + 1) + y + 1]!);
    while (i < n && j < m) {
      if (midA[i] === midB[j]) push('same');
      else if (lcs[(i + 1) * (m + 1) + j]! >= lcs[i * (m + 1) + j + 1]!) push('removed');
      else push('added');
    }
  }
  while (i < n) push('removed');
  while (j < m) push('added');
  a.slice(endA).forEach((text, k) => out.push({ kind: 'same', text, before: endA + k + 1, after: endB + k + 1 }));
  return out;
}

/** The changed lines with up to three unchanged ones around each change; null marks lines left out. */
export function withContext(lines: readonly DiffLine[]): (DiffLine | null)[] {
  const keep = lines.map((line) => line.kind !== 'same');
  lines.forEach((line, k) => {
    if (line.kind === 'same') return;
    for (let d = Math.max(0, k - CONTEXT); d <= Math.min(lines.length - 1, k + CONTEXT); d++) keep[d] = true;
  });
  const out: (DiffLine | null)[] = [];
  lines.forEach((line, k) => {
    if (keep[k]) out.push(line);
    else if (out.at(-1) !== null) out.push(null);
  });
  return out;
}

/** Every text file that differs between two versions of a theme, by path. */
export function diffThemes(
  older: readonly { path: string; text: string | null }[],
  newer: readonly { path: string; text: string | null }[],
): FileDiff[] {
  const a = new Map(older.map((f) => [f.path, f.text]));
  const b = new Map(newer.map((f) => [f.path, f.text]));
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths.flatMap((path): FileDiff[] => {
    const [before, after] = [a.get(path), b.get(path)];
    if (before === after) return [];
    const status = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
    return [{ path, status, lines: diffLines(before ?? '', after ?? '') }];
  });
}
