export { escapeHtml } from './html-text.ts';
export { escapeXml } from './xml-text.ts';
