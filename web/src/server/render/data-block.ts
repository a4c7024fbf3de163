import { escapeHtml } from '@atelier/html';

/**
 * JSON for a <script> element: `<`, `>` and `&` written as escapes, so that no value (a product
 * title of "</script><script>…") can end the element; U+2028/9 too, which old parsers took as line ends.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** JSON inside a page: a data block the browser never runs, with nothing that could close it. */
export const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(value)}</script>`;
