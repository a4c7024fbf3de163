import { describe, expect, it } from 'vitest';
import { definedNames, readTweaks, tweakVariables } from './tweak-variables.ts';

const sheet = (text: string) => readTweaks('styles/tweak.less', text);

describe('tweak variables', () => {
  it('gives colour and value tweaks named as LESS names a variable with their default', () => {
    const { tweaks } = sheet(
      [
        '// tweak: { "type": "color", "title": "tweak-footer-color", "default": "#203040" }',
        '// tweak: { "type": "color", "title": "tweak-link-color" }',
        '// tweak: { "type": "value", "title": "tweak-mobile-breakpoint", "min": 240, "max": 1280 }',
        '// tweak: { "type": "value", "title": "tweak-gap", "default": 3, "unit": "em", "min": 1 }',
        '// tweak: { "type": "value", "title": "tweak-ratio", "default": "75%" }',
        '// tweak: { "type": "value", "title": "tweak-size" }',
      ].join('\n'),
    );
    expect(tweakVariables(tweaks, new Set()).split('\n')).toEqual([
      '@tweak-footer-color: #203040;',
      '@tweak-link-color: #000000;',
      '@tweak-mobile-breakpoint: 240px;',
      '@tweak-gap: 3em;',
      '@tweak-ratio: 75%;',
      '@tweak-size: 0px;',
    ]);
  });

  it('gives a font tweak the variables of its mixin, with the font defaults where it sets none', () => {
    const { tweaks } = sheet(
      '// tweak: { "type": "font", "title": "Heading 1 Font", "target": "h1" }\n.heading1-font {\n  font-family: Arial, sans-serif;\n  font-size: 32px;\n}\n' +
        '// tweak: { "type": "font", "title": "tweak-cart-font" }\n',
    );
    expect(tweakVariables(tweaks, new Set()).split('\n')).toEqual([
      '@heading1-font-font-family: Arial, sans-serif;',
      '@heading1-font-font-weight: normal;',
      '@heading1-font-font-style: normal;',
      '@heading1-font-font-size: 32px;',
      '@heading1-font-line-height: normal;',
      '@heading1-font-letter-spacing: normal;',
      '@heading1-font-text-transform: none;',
      '@heading1-font-text-decoration: none;',
      '.tweak-cart-font() { font-family: inherit; }',
      '@tweak-cart-font-font-family: inherit;',
      '@tweak-cart-font-font-weight: normal;',
      '@tweak-cart-font-font-style: normal;',
      '@tweak-cart-font-font-size: 1em;',
      '@tweak-cart-font-line-height: normal;',
      '@tweak-cart-font-letter-spacing: normal;',
      '@tweak-cart-font-text-transform: none;',
      '@tweak-cart-font-text-decoration: none;',
    ]);
  });

  it('leaves what the theme defines to the theme, and dropdowns, checkboxes and titles in words alone', () => {
    const text = [
      '// tweak: { "type": "color", "title": "tweak-footer-color", "default": "#fff" }',
      '@tweak-footer-color: #123456;',
      '// tweak: { "type": "color", "title": "Site Background" }',
      '@bgColor: #ffffff;',
      '// tweak: { "type": "dropdown", "title": "tweak-layout", "options": ["A", "B"], "default": "A" }',
      '// tweak: { "type": "checkbox", "title": "tweak-show-cart" }',
    ].join('\n');
    const { tweaks } = sheet(text);
    expect(tweakVariables(tweaks, definedNames([text]))).toBe('');
  });

  it('reads tweak comments written as JavaScript objects, and names the ones it cannot read', () => {
    const { tweaks, warnings } = sheet(
      '// tweak: { "type": "dropdown", "title": "tweak-x", options: ["A"], "default": "A" }\n\n// tweak: { "type": "color", title }\n//tweak: { type: \'value\', title: \'Site Width\', min: 480 }\n',
    );
    expect(tweaks.map((t) => t.title)).toEqual(['tweak-x', 'Site Width']);
    expect(warnings).toEqual([
      { file: 'styles/tweak.less', line: 3, message: 'This tweak comment is not valid JSON; the tweak is left out.' },
    ]);
  });

  it('never turns a default into LESS code', () => {
    const { tweaks } = sheet(
      '// tweak: { "type": "color", "title": "tweak-bad", "default": "red; } body { background: url(x)" }\n',
    );
    expect(tweakVariables(tweaks, new Set())).toBe('@tweak-bad: #000000;');
  });
});
