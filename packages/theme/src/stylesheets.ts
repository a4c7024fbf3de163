import path from 'node:path';
import less from 'less';
import type { ThemeError } from './theme-error.ts';
import { normalThemePath, textOf, type ThemeFiles } from './theme-files.ts';
import { fallbackMixin, PLATFORM_IMPORTS, PLATFORM_MIXINS, PLATFORM_VARIABLES } from './platform-less.ts';
import { definedNames, readTweaks, tweakVariables } from './tweak-variables.ts';

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
 * LESS 1.x, which the platform's themes were written for, read a variable in a selector as it is:
 * (~".name-@{x}") and :nth-child(@cols). Today's LESS writes .name-@{x} and :nth-child(@{cols}).
 */
const modernSelectors = (text: string) =>
  text
    .replace(/\(~(["'])([^"'\n]*)\1\)(?=\s*[{,])/g, '$2')
    .replace(/(:nth-(?:last-)?(?:child|of-type)\()@([A-Za-z_][A-Za-z0-9_-]*)\)/g, '$1@{$2})');

/**
 * Every file LESS reads comes from the theme itself, never from the server's disk or the network:
 * imports from styles/, and data-uri() from styles/ or assets/. LESS's other file functions
 * (image-size and the like) find nothing: an owner's stylesheet must not probe the server. A bare
 * name the theme lacks may be one of the platform library's (platform-less.ts); `extra` holds the
 * files the compiler writes itself (the sheets' list, the tweaks' defaults); `asWritten` the CSS
 * sheets kept as they are.
 */
function themeFileManager(files: ThemeFiles, extra: ReadonlyMap<string, string>, asWritten: ReadonlySet<string>) {
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
      const own = extra.get(filename) ?? extra.get(path.posix.join(currentDirectory || '.', filename));
      if (own !== undefined) return Promise.resolve({ contents: own, filename });
      const found = themeFile(files, filename, currentDirectory, ['styles/'], ['', '.less']);
      if (found) {
        const text = textOf(files, found)!;
        return Promise.resolve({ contents: asWritten.has(found) ? text : modernSelectors(text), filename: found });
      }
      const library = PLATFORM_IMPORTS[filename.replace(/\.less$/, '')];
      if (library !== undefined) return Promise.resolve({ contents: library, filename: `platform:${filename}` });
      return Promise.reject(refused(filename, 'a stylesheet (styles/)'));
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

const UNIT = 'styles/.atelier-sheets.less';
const PRELUDE = 'styles/.atelier-platform.less';

const lessOptions = (
  files: ThemeFiles,
  extra: ReadonlyMap<string, string>,
  filename: string,
  asWritten: ReadonlySet<string> = new Set(),
) => ({
  filename,
  plugins: [
    {
      install: (_less: unknown, pluginManager: { addFileManager(fm: unknown): void }) =>
        pluginManager.addFileManager(themeFileManager(files, extra, asWritten)),
    } as never,
  ],
  javascriptEnabled: false,
  // Division everywhere, as LESS 1.x (the platform's) did: round(@x / 2) is a number.
  // Division everywhere, as LESS 1.x (the platform's) did: round(@x / 2) is a number.
  math: 'always' as never,
});

const lessError = (error: unknown, file: string): ThemeError => {
  const e = error as LessError;
  const where = e.filename && e.filename !== 'input' && !e.filename.startsWith('styles/.atelier-') ? e.filename : file;
  return { file: where, line: e.line ?? undefined, message: `LESS: ${e.message ?? String(error)}` };
};

/**
 * The stylesheets of template.conf compiled as one unit, in their declared order, as the platform
 * compiles them: a variable or mixin of one sheet is seen by every other. The platform reads .css
 * sheets as LESS too (themes write variables and tweaks in them); a .css sheet LESS cannot read is
 * plain CSS of its own, kept as written where it stands, with a warning. Before the sheets come the
 * platform's variables, its mixins (each yielding to a theme's own of its name where that matches a
 * call) and the variables the tweaks declare, with their defaults. Each sheet is parsed on its own
 * first, so a syntax error in each of two files is reported in the same pass.
 */
export async function compileStylesheets(
  files: ThemeFiles,
  sheets: string[],
): Promise<{ css: string; errors: ThemeError[]; warnings: ThemeError[] }> {
  const errors: ThemeError[] = [];
  const warnings: ThemeError[] = [];
  const present = sheets.filter((sheet) => {
    if (files.has(`styles/${sheet}`)) return true;
    warnings.push({ file: 'template.conf', message: `The stylesheet ${sheet} is not in styles/: it is left out.` });
    return false;
  });
  const asWritten = new Set<string>();
  for (const sheet of present) {
    const file = `styles/${sheet}`;
    try {
      await (less as unknown as { parse(text: string, options: object): Promise<unknown> }).parse(
        modernSelectors(textOf(files, file)!),
        lessOptions(files, new Map(), file),
      );
    } catch (error) {
      const found = lessError(error, file);
      if (sheet.endsWith('.css') && found.file === file) {
        asWritten.add(file);
        warnings.push({ ...found, message: `${found.message} (read as plain CSS: this sheet is kept as written)` });
      }
      // A sheet importing a broken one meets the same error: it is reported once.
      else if (!errors.some((e) => e.file === found.file && e.line === found.line && e.message === found.message))
        errors.push(found);
    }
  }
  if (errors.length) return { css: '', errors, warnings };
  const lessSheets = present.filter((sheet) => !asWritten.has(`styles/${sheet}`));
  const texts = lessSheets.map((sheet) => textOf(files, `styles/${sheet}`)!);
  const tweaks = lessSheets.flatMap((sheet, i) => {
    const read = readTweaks(`styles/${sheet}`, texts[i]!);
    warnings.push(...read.warnings);
    return read.tweaks;
  });
  const defined = definedNames(texts);
  const prelude = [
    ...Object.entries(PLATFORM_VARIABLES).map(([name, value]) => `${name}: ${value};`),
    ...Object.entries(PLATFORM_MIXINS).map(([name, mixin]) => fallbackMixin(name, mixin)),
    tweakVariables(tweaks, defined),
  ].join('\n');
  const unit = present
    .map((sheet) => `@import (${asWritten.has(`styles/${sheet}`) ? 'inline' : 'less'}) ${JSON.stringify(sheet)};`)
    .join('\n');
  const extra = new Map([
    [PRELUDE, prelude],
    [UNIT, `@import (less) ".atelier-platform.less";\n${unit}`],
  ]);
  try {
    const output = await less.render(extra.get(UNIT)!, lessOptions(files, extra, UNIT, asWritten));
    return { css: output.css, errors, warnings };
  } catch (error) {
    return { css: '', errors: [lessError(error, 'template.conf')], warnings };
  }
}
