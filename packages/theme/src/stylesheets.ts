import less from 'less';
import type { ThemeError } from './theme-error.ts';
import { normalThemePath, textOf, type ThemeFiles } from './theme-files.ts';

/**
 * Reads LESS imports from the theme's own files, never from disk or the network: a theme may
 * import its other stylesheets and nothing else.
 */
function themeFileManager(files: ThemeFiles) {
  const FileManager = (less as unknown as { FileManager: new () => object }).FileManager;
  return new (class extends (FileManager as new () => { supports(): boolean }) {
    override supports() {
      return true;
    }
    supportsSync() {
      return false;
    }
    loadFile(filename: string, currentDirectory: string) {
      const candidates = [filename, `${filename}.less`].map((name) => normalThemePath(name.startsWith('/') ? name : `${currentDirectory}/${name}`));
      const found = candidates.find((name) => name && files.has(name) && name.startsWith('styles/'));
      if (!found) return Promise.reject({ type: 'File', message: `'${filename}' is not a stylesheet of this theme (styles/)` });
      return Promise.resolve({ contents: textOf(files, found)!, filename: found });
    }
  })();
}

interface LessError {
  message?: string;
  line?: number;
  filename?: string;
}

/** The stylesheets of template.conf (LESS compiled, CSS as is), joined in their order. */
export async function compileStylesheets(files: ThemeFiles, sheets: string[]): Promise<{ css: string; errors: ThemeError[] }> {
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
      const plugin = { install: (_less: unknown, pluginManager: { addFileManager(fm: unknown): void }) => pluginManager.addFileManager(themeFileManager(files)) };
      const output = await less.render(text, { filename: file, plugins: [plugin as never], javascriptEnabled: false, math: 'parens-division' as never });
      parts.push(output.css);
    } catch (error) {
      const e = error as LessError;
      errors.push({ file: e.filename && e.filename !== 'input' ? e.filename : file, line: e.line ?? undefined, message: `LESS: ${e.message ?? String(error)}` });
    }
  }
  return { css: parts.join('\n'), errors };
}
