import { describe, expect, it } from 'vitest';
import { bodyFromEditor, cleanRichText, paragraphsOf } from './rich-text.ts';

describe('rich text', () => {
  it('keeps structure and removes scripts, handlers and javascript links', () => {
    expect(cleanRichText('<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">a</a> <a href="https://x.test">b</a></p><style>p{}</style>')).toBe(
      '<p>Hi <a rel="noopener">a</a> <a href="https://x.test" rel="noopener">b</a></p>',
    );
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
    expect(cleanRichText('<p>Write to us</p><div data-form-block="form_contact" onclick="x()" class="y"></div>')).toBe('<p>Write to us</p><div data-form-block="form_contact"></div>');
    expect(cleanRichText('<div>plain</div><div data-form-block="a b"></div><p>ok</p>')).toBe('<p>plain</p><p></p><p>ok</p>');
  });
});
