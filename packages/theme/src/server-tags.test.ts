import { describe, expect, it } from 'vitest';
import { translateServerTags } from './server-tags.ts';

const translate = (source: string) => {
  let n = 0;
  return translateServerTags(source, 'site.region', () => `q${n++}`);
};

describe('server tags', () => {
  it('turns a navigation into its block applied to the navigation JSON', () => {
    const { template, errors, references } = translate(
      '<squarespace:navigation navigationId="mainNav" template="navigation" />',
    );
    expect(errors).toEqual([]);
    expect(template).toBe('{.section squarespace-navigations.mainNav}{@|apply navigation.block}{.end}');
    expect(references.map((r) => `${r.kind}:${r.name}`)).toEqual(['navigation:mainNav', 'block:navigation']);
  });

  it('binds a query for its inner template and keeps line numbers', () => {
    const source =
      'a\n<squarespace:query collection=\'journal\' limit="3"\n  featured="true" tag="linen">\n{.repeated section items}{title}{.end}\n</squarespace:query>\n{bad';
    const { template, queries, errors } = translate(source);
    expect(errors).toEqual([]);
    expect(queries).toEqual([{ key: 'q0', collection: 'journal', limit: 3, featured: true, tag: 'linen' }]);
    expect(template.split('\n')).toHaveLength(source.split('\n').length);
    expect(template).toContain('{.section squarespace-queries.q0}');
    expect(template).toContain('{.end}\n{bad');
  });

  it('writes block fields and scripts, combining neighbouring combo scripts into one request', () => {
    const { template } = translate(
      '<squarespace:block-field id="sidebar" columns="4" />\n<squarespace:script src="a.js" combo="true" />\n<squarespace:script src="b.js" combo="true" />',
    );
    expect(template).toContain(
      '<div class="sqs-block-field" data-block-field-id="sidebar" data-columns="4">{squarespace-block-fields.sidebar}</div>',
    );
    expect(template.match(/<script/g)).toHaveLength(1);
    expect(template).toContain('{squarespace-theme-url}/scripts-combo/a.js,b.js');
  });

  it('reports an unknown tag at its line instead of dropping it silently', () => {
    const { errors } = translate(
      '<p>\n</p>\n  <squarespace:gallery id="x" />\n{squarespace.main-content}{squarespace.site-title}',
    );
    expect(errors).toEqual([
      { file: 'site.region', line: 4, message: expect.stringContaining('Unknown server tag {squarespace.site-title}') },
      { file: 'site.region', line: 3, message: expect.stringContaining('Unknown server tag <squarespace:gallery>') },
    ]);
  });

  it('names missing and unknown attributes and unclosed queries', () => {
    expect(translate('<squarespace:navigation template="x" />').errors[0]!.message).toBe(
      '<squarespace:navigation> needs the attribute navigationId.',
    );
    expect(translate('<squarespace:script src="a.js" defer="true" />').errors[0]!.message).toContain(
      'has no attribute defer',
    );
    expect(translate('x\n<squarespace:query collection="blog">{items}').errors).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining('never closed') }),
    ]);
    expect(translate('<squarespace:query collection="blog" limit="500"></squarespace:query>').errors[0]!.message).toBe(
      'limit must be a whole number from 1 to 50.',
    );
  });
});
