import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPED_THEME_LABELS, SHIPPED_THEMES } from './shipped-theme-list.ts';
import { shippedThemeDir } from './shipped-themes.ts';
import { parseTemplateConf } from './template-conf.ts';

describe('the shipped themes’ list', () => {
  it('names each shipped theme as its template.conf does', () => {
    for (const key of SHIPPED_THEMES) {
      const { conf } = parseTemplateConf(readFileSync(path.join(shippedThemeDir(key), 'template.conf'), 'utf8'));
      expect(SHIPPED_THEME_LABELS[key].name, key).toBe(conf?.name);
    }
  });
});
