import sanitizeHtml from 'sanitize-html';
import { paragraphsOf } from '@atelier/html';
import { AUDIO_ID } from './audio-file.ts';

/**
 * What an owner may write in a page or post body: text structure, links and emphasis. Scripts,
 * styles, event handlers and foreign frames are removed when saved, so templates may print a
 * body as HTML and a visitor never runs an owner's (or an intruder's) script.
 */
const FORM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'code',
    'pre',
    'hr',
    'figure',
    'figcaption',
    'div',
  ],
  // A form block is an empty div naming the form, an audio block one naming the audio file; the site
  // server draws them with the theme's form.block and audio.block.
  allowedAttributes: { a: ['href', 'title', 'rel'], div: ['data-form-block', 'data-audio-block'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
    // Any other div is a paragraph: its text stays, its attributes go.
    div: (tagName, attribs): sanitizeHtml.Tag => {
      const formId = attribs['data-form-block'] ?? '';
      const audioId = attribs['data-audio-block'] ?? '';
      if (FORM_ID.test(formId)) return { tagName, attribs: { 'data-form-block': formId } };
      if (AUDIO_ID.test(audioId)) return { tagName, attribs: { 'data-audio-block': audioId } };
      return { tagName: 'p', attribs: {} };
    },
  },
};

export const MAX_BODY_CHARS = 200_000;

export const cleanRichText = (html: string) => sanitizeHtml(html.slice(0, MAX_BODY_CHARS), OPTIONS);

/** An editor's body: HTML when written in paragraphs or other blocks, else typed text shown as typed. */
export const bodyFromEditor = (text: string) =>
  /<(p|h[2-4]|ul|ol|blockquote|figure|pre|div)\b/i.test(text) ? cleanRichText(text) : paragraphsOf(text);
