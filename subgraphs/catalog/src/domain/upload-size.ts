import { THEME_LIMITS } from '@atelier/theme';

/** The largest image an owner uploads or names by address. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The largest zip of a theme, as packages/theme reads it. */
export const MAX_THEME_ZIP_BYTES = THEME_LIMITS.maxZipBytes;

/** The longest base64 text of a file of so many bytes (its padding, and a little room). */
export const base64LengthOf = (bytes: number) => Math.ceil((bytes * 4) / 3) + 4;

/** Whether a file sent as base64 is larger than allowed: known from its length, before it is decoded. */
export const tooLargeAsBase64 = (base64: string, maxBytes: number) => base64.length > base64LengthOf(maxBytes);
/** The largest audio file an owner uploads for the audio player block (the uploads' limit). */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
