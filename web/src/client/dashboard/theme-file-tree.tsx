import { languageName } from './theme-languages.ts';

interface TreeFile {
  path: string;
  text: string | null;
}

/** The files of the theme folder by folder (top-level files first), as a theme author lays them out. */
function foldersOf(files: readonly TreeFile[]): [string, TreeFile[]][] {
  const folders = new Map<string, TreeFile[]>();
  for (const file of files) {
    const slash = file.path.lastIndexOf('/');
    const folder = slash < 0 ? '' : file.path.slice(0, slash);
    folders.set(folder, [...(folders.get(folder) ?? []), file]);
  }
  return [...folders].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
}

/** The theme's file tree: which file is open, which are changed and which have problems. */
export function ThemeFileTree({
  files,
  open,
  changed,
  problemCounts,
  onOpen,
}: {
  files: readonly TreeFile[];
  open: string;
  changed: ReadonlySet<string>;
  problemCounts: ReadonlyMap<string, number>;
  onOpen(path: string): void;
}) {
  return (
    <nav className="theme-tree" aria-label="Theme files">
      {foldersOf(files).map(([folder, inFolder]) => (
        <div key={folder || '.'} className="theme-tree-folder">
          {folder && <p className="theme-tree-folder-name">{folder}/</p>}
          <ul>
            {inFolder.map((file) => {
              const name = file.path.slice(file.path.lastIndexOf('/') + 1);
              const problems = problemCounts.get(file.path) ?? 0;
              return (
                <li key={file.path}>
                  <button
                    type="button"
                    className="theme-tree-file"
                    aria-current={file.path === open ? 'true' : undefined}
                    disabled={file.text === null}
                    title={
                      file.text === null
                        ? `${file.path} (not a text file)`
                        : `${file.path} (${languageName(file.path)})`
                    }
                    onClick={() => onOpen(file.path)}
                  >
                    <span className="theme-tree-name">{name}</span>
                    {changed.has(file.path) && (
                      <span className="theme-tree-changed" aria-label="changed">
                        ●
                      </span>
                    )}
                    {problems > 0 && (
                      <span className="theme-tree-problems" aria-label={`${problems} problems`}>
                        {problems}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
