/** One file as the template editor sends it: its path in the theme folder and its whole new text. */
export interface ThemeFileEdit {
  path: string;
  text: string;
}

export interface EditProblem {
  file: string;
  line: null;
  message: string;
}

/** One save changes a few files; a whole new theme is an import. */
export const MAX_EDITED_FILES = 50;

/** Files the editor shows as text; any other file (images, fonts) is kept as it is. */
const TEXT_EXTENSIONS = new Set([
  'conf',
  'json',
  'region',
  'block',
  'list',
  'item',
  'page',
  'less',
  'css',
  'js',
  'html',
  'txt',
  'svg',
  'md',
]);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A file's text for the editor, or null for a file it does not edit (binary, or not valid UTF-8). */
export function editableText(path: string, bytes: Uint8Array): string | null {
  if (!TEXT_EXTENSIONS.has(path.slice(path.lastIndexOf('.') + 1).toLowerCase())) return null;
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** A path an edit may name: inside the folder, of a kind the editor edits. */
function pathProblem(path: string): string | undefined {
  const parts = path.split('/');
  if (!path || path.startsWith('/') || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\')))
    return 'A file of the theme is named by its path inside the theme folder, such as blocks/footer.block.';
  if (editableText(path, new Uint8Array()) === null) return 'Only text files of a theme can be edited here.';
  return undefined;
}

/**
 * The theme's files with the editor's changes written over them (a new path adds a file), or the
 * problems of edits that name no file the editor may write; the theme check then judges the result.
 */
export function applyThemeEdits(
  files: ReadonlyMap<string, Uint8Array>,
  edits: readonly ThemeFileEdit[],
): { ok: true; files: Map<string, Uint8Array> } | { ok: false; problems: EditProblem[] } {
  const problems: EditProblem[] = [];
  if (edits.length > MAX_EDITED_FILES)
    problems.push({ file: '', line: null, message: `One save may change at most ${MAX_EDITED_FILES} files.` });
  for (const edit of edits) {
    const problem = pathProblem(edit.path);
    if (problem) problems.push({ file: edit.path, line: null, message: problem });
  }
  if (problems.length) return { ok: false, problems };
  const edited = new Map(files);
  const encoder = new TextEncoder();
  for (const edit of edits) edited.set(edit.path, encoder.encode(edit.text));
  return { ok: true, files: edited };
}
