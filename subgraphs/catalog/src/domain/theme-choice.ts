import { SHIPPED_THEMES } from '@atelier/theme';
import { MAX_THEME_ZIP_BYTES, tooLargeAsBase64 } from './upload-size.ts';
import { userError, type CatalogUserError } from '../errors.ts';

/** The problem of a zip past the size packages/theme reads, told before it is unpacked. */
export function zipSizeProblem(zipBase64: string): { file: string; line: null; message: string } | undefined {
  return tooLargeAsBase64(zipBase64, MAX_THEME_ZIP_BYTES)
    ? { file: 'theme.zip', line: null, message: `The zip may be at most ${MAX_THEME_ZIP_BYTES / (1024 * 1024)} MB.` }
    : undefined;
}

/** A shipped theme is chosen by its name; any other name is refused. */
export function shippedThemeRefusal(name: string): CatalogUserError | undefined {
  return (SHIPPED_THEMES as readonly string[]).includes(name)
    ? undefined
    : userError('THEME_NOT_FOUND', ['name'], { name });
}
