import type { UserError } from './user-error.ts';
import { SHIPPED_THEMES } from '@atelier/theme';
import { MAX_THEME_ZIP_BYTES, tooLargeAsBase64 } from './upload-size.ts';
import { fail } from './user-error.ts';

/** A theme that did not pass every check is not used; its problems say why, by file and line. */
export const THEME_INVALID = fail(['zipBase64'], 'THEME_INVALID', 'This theme has problems; it was not used.');

/** The problem of a zip past the size packages/theme reads, told before it is unpacked. */
export function zipSizeProblem(zipBase64: string): { file: string; line: null; message: string } | undefined {
  return tooLargeAsBase64(zipBase64, MAX_THEME_ZIP_BYTES) ? { file: 'theme.zip', line: null, message: `The zip may be at most ${MAX_THEME_ZIP_BYTES / (1024 * 1024)} MB.` } : undefined;
}

/** A shipped theme is chosen by its name; any other name is refused. */
export function shippedThemeRefusal(name: string): UserError | undefined {
  return (SHIPPED_THEMES as readonly string[]).includes(name) ? undefined : fail(['name'], 'THEME_NOT_FOUND', `There is no shipped theme called ${name}.`);
}
