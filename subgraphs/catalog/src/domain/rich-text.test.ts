import { describe, expect, it } from 'vitest';
import { paragraphsOf } from '@atelier/html';
import { bodyFromEditor, cleanRichText } from './rich-text.ts';

describe('rich text', () => {
  it('keeps structure and removes scripts, handlers and javascript links', () => {
    expect(
      cleanRichText(
        '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">a</a> <a href="https://x.test">b</a></p><style>p{}</style>',
      ),
    ).toBe('<p>Hi <a rel="noopener">a</a> <a href="https://x.test" rel="noopener">b</a></p>');
    expect(cleanRichText('<h2>T</h2><iframe src="https://evil.test"></iframe>')).toBe('<h2>T</h2>');
  });

  it('turns typed text into escaped paragraphs', () => {
    expect(paragraphsOf('One <b>\nline\n\nTwo')).toBe('<p>One &lt;b&gt;<br>line</p><p>Two</p>');
  });

  it('reads an editor body as HTML only when it is written in blocks', () => {
    expect(bodyFromEditor('<p>Hi</p><script>x</script>')).toBe('<p>Hi</p>');
    expect(bodyFromEditor('Use <script> tags\n\nwisely')).toBe('<p>Use &lt;script&gt; tags</p><p>wisely</p>');
  });
});

describe('form blocks in a body', () => {
  it('keeps a form block naming a form, and drops any other div and attribute', () => {
    expect(cleanRichText('<p>Write to us</p><div data-form-block="form_contact" onclick="x()" class="y"></div>')).toBe(
      '<p>Write to us</p><div data-form-block="form_contact"></div>',
    );
    expect(cleanRichText('<div>plain</div><div data-form-block="a b"></div><p>ok</p>')).toBe(
      '<p>plain</p><p></p><p>ok</p>',
    );
  });

  it('keeps an audio block naming an audio file by its id shape, and nothing else it says', () => {
    const id = 'aud_0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(cleanRichText(`<div data-audio-block="${id}" data-form-block="" style="x"></div>`)).toBe(
      `<div data-audio-block="${id}"></div>`,
    );
    expect(cleanRichText('<div data-audio-block="aud_x&quot; onerror=&quot;alert(1)"></div>')).toBe('<p></p>');
  });
});

describe("bodies from the dashboard's rich-text editor (TipTap)", () => {
  // What the editor writes for a heading, bold, italic, a list, a quote, links and a form (as read from it in Chromium).
  const written =
    '<h2>Workshop news</h2><p>A <strong>bold</strong> and <em>quiet</em> week.</p><ul><li><p>Aprons</p></li><li><p>Mugs</p></li></ul>' +
    '<ol><li><p>First</p></li></ol><blockquote><p>Made slowly.</p></blockquote><h3>Sub</h3><h4>Small</h4>' +
    '<p>Read the <a href="/shop">shop</a> or <a href="https://example.com/a?b=1&amp;c=2">this</a>.<br>Next line</p><div data-form-block="form_newsletter"></div>';

  it('keeps every structure the editor makes, links given rel="noopener"', () => {
    const kept = written
      .replace('<a href="/shop">', '<a href="/shop" rel="noopener">')
      .replace('c=2">', 'c=2" rel="noopener">')
      .replace('<br>', '<br />');
    expect(bodyFromEditor(written)).toBe(kept);
  });

  it('still removes scripts, handlers and javascript links when a body is pasted or forged', () => {
    const pasted =
      '<p>Hello <img src="x" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">there</a></p><script>alert(2)</script><h2 onmouseover="x()" style="color:red">T</h2>';
    expect(bodyFromEditor(pasted)).toBe('<p>Hello <a rel="noopener">there</a></p><h2>T</h2>');
  });
});
