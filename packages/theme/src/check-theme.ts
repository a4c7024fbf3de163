import { compileTheme, type ThemeCompilation } from './compile-theme.ts';
import { readThemeFolder, readThemeZip } from './theme-files.ts';

/** Reads and compiles a theme folder: what `npm run theme:check -- DIR` reports. */
export async function checkThemeFolder(dir: string): Promise<ThemeCompilation> {
  const read = await readThemeFolder(dir);
  return read.files ? compileTheme(read.files) : { errors: read.errors };
}

/** The same check for a zip of a theme folder, as an owner uploads it. */
export async function checkThemeZip(
  zip: Uint8Array,
): Promise<ThemeCompilation & { files?: ReadonlyMap<string, Uint8Array> }> {
  const read = readThemeZip(zip);
  if (!read.files) return { errors: read.errors };
  const compiled = await compileTheme(read.files);
  return compiled.theme ? { ...compiled, files: read.files } : compiled;
}
