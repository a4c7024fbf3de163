import path from 'node:path';
import less from 'less';
import type { ThemeError } from './theme-error.ts';
import { normalThemePath, textOf, type ThemeFiles } from './theme-files.ts';

/** A theme file a LESS path names, relative to the file that names it; only files of the theme exist. */
function themeFile(
  files: ThemeFiles,
  filename: string,
  currentDirectory: string,
  folders: string[],
  extensions: string[],
): string | undefined {
  const candidates = extensions.map((ext) => {
    // Resolved like a path on disk (styles/../assets/x), then it must still be inside the theme.
    const joined = path.posix.normalize(
      filename.startsWith('/') ? `${filename}${ext}` : path.posix.join(currentDirectory || '.', `${filename}${ext}`),
    );
    return joined.startsWith('../') || joined.startsWith('/') ? undefined : normalThemePath(joined);
  });
  return candidates.find(
    (name) => name !== undefined && files.has(name) && folders.some((folder) => name.startsWith(folder)),
  );
}

/**
 * Every file LESS reads comes from the theme itself, never from the server's disk or the network:
 * imports from styles/, and data-uri() from styles/ or assets/. LESS's other file functions
 * (image-size and the like) find nothing: an owner's stylesheet must not probe the server.
 */
function themeFileManager(files: ThemeFiles) {
  const FileManager = (less as unknown as { FileManager: new () => object }).FileManager;
  const refused = (filename: string, where: string) => ({
    type: 'File',
    message: `'${filename}' is not ${where} of this theme`,
  });
  return new (class extends (FileManager as new () => { supports(): boolean }) {
    override supports() {
      return true;
    }
    supportsSync() {
      return true;
    }
    loadFile(filename: string, currentDirectory: string) {
      const found = themeFile(files, filename, currentDirectory, ['styles/'], ['', '.less']);
      if (!found) return Promise.reject(refused(filename, 'a stylesheet (styles/)'));
      return Promise.resolve({ contents: textOf(files, found)!, filename: found });
    }
    loadFileSync(filename: string, currentDirectory: string, options: { rawBuffer?: boolean } | undefined) {
      // Only data-uri() asks for raw bytes; anything else reading files synchronously is refused.
      const found = options?.rawBuffer
        ? themeFile(files, filename, currentDirectory, ['styles/', 'assets/'], [''])
        : undefined;
      if (!found) return { error: refused(filename, 'a file (styles/ or assets/)') };
      return { contents: Buffer.from(files.get(found)!), filename: found };
    }
  })();
}

interface LessError {
  message?: string;
  line?: number;
  filename?: string;
}

/** The stylesheets of template.conf (LESS compiled, CSS as is), joined in their order. */
export async function compileStylesheets(
  files: ThemeFiles,
  sheets: string[],
): Promise<{ css: string; errors: ThemeError[] }> {
  const errors: ThemeError[] = [];
  const parts: string[] = [];
  for (const sheet of sheets) {
    const file = `styles/${sheet}`;
    const text = textOf(files, file);
    if (text === undefined) {
      errors.push({ file: 'template.conf', message: `The stylesheet ${sheet} is not in styles/.` });
      continue;
    }
    if (!sheet.endsWith('.less')) {
      parts.push(text);
      continue;
    }
    try {
      const plugin = {
        install: (_less: unknown, pluginManager: { addFileManager(fm: unknown): void }) =>
          pluginManager.addFileManager(themeFileManager(files)),
      };
      const output = await less.render(text, {
        filename: file,
        plugins: [plugin as never],
        javascriptEnabled: false,
        math: 'parens-division' as never,
      });
      parts.push(output.css);
    } catch (error) {
      const e = error as LessError;
      errors.push({
        file: e.filename && e.filename !== 'input' ? e.filename : file,
        line: e.line ?? undefined,
        message: `LESS: ${e.message ?? String(error)}`,
      });
    }
  }
  return { css: parts.join('\n'), errors };
}
