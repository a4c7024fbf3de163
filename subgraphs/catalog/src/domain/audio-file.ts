/**
 * What an owner may upload for the audio player block: a file a browser's <audio> plays, known by
 * its first bytes (never by its name or a type the client claims), at most 10 MB, the uploads' limit.
 */
export type AudioType = 'audio/mpeg' | 'audio/ogg' | 'audio/wav' | 'audio/mp4' | 'audio/flac';

const starts = (bytes: Uint8Array, text: string, at = 0) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** The media type of an audio file by its first bytes; null when it is none a browser plays. */
export function audioTypeOf(bytes: Uint8Array): AudioType | null {
  if (starts(bytes, 'RIFF') && starts(bytes, 'WAVE', 8)) return 'audio/wav';
  if (starts(bytes, 'OggS')) return 'audio/ogg';
  if (starts(bytes, 'fLaC')) return 'audio/flac';
  // MP3: an ID3 tag first, or straight away an MPEG audio frame (11 sync bits, layer III).
  if (starts(bytes, 'ID3')) return 'audio/mpeg';
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) === 0x02)
    return 'audio/mpeg';
  // MPEG-4 audio (.m4a): an ftyp box of an audio brand.
  if (starts(bytes, 'ftyp', 4) && ['M4A ', 'M4B ', 'mp42', 'isom'].some((brand) => starts(bytes, brand, 8)))
    return 'audio/mp4';
  return null;
}

/** The id an audio file is named by in a page body's audio block and at /media/audio/<id>. */
export const AUDIO_ID = /^aud_[0-9a-f-]{36}$/;
