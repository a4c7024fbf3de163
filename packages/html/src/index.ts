export { escapeHtml, paragraphsOf } from './html-text.ts';
export { escapeXml } from './xml-text.ts';
