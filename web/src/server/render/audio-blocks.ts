/**
 * Audio blocks in a page body: `<div data-audio-block="<audio id>"></div>` (kept by the catalog's
 * cleaning only with an audio file's id shape) is replaced by the theme's audio.block, whose player
 * plays the file from the site's own /media/audio/<id>, which the page's CSP allows (media from 'self').
 */
const MARKER = /<div data-audio-block="(aud_[0-9a-f-]{36})"><\/div>/g;

export const hasAudioBlocks = (html: string) => html.search(MARKER) !== -1;

/** Each marker becomes the theme's audio player for its file. */
export function withAudioBlocks(html: string, draw: (json: { id: string; src: string }) => string): string {
  return html.replace(MARKER, (_, id: string) => draw({ id, src: `/media/audio/${id}` }));
}
