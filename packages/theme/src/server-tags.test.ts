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
    expect(template).toContain('{.var @squarespace-query-q0 squarespace-queries.q0}{.section @squarespace-query-q0}');
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

  it('names missing attributes and unclosed tags as errors, ignored attributes and capped limits as warnings', () => {
    expect(translate('<squarespace:navigation template="x" />').errors[0]!.message).toBe(
      '<squarespace:navigation> needs the attribute navigationId.',
    );
    const ignored = translate('<squarespace:script src="a.js" defer="true" />');
    expect(ignored.errors).toEqual([]);
    expect(ignored.warnings[0]!.message).toBe(
      '<squarespace:script> ignores the attribute defer; it reads src, combo, async.',
    );
    expect(translate('x\n<squarespace:query collection="blog">{items}').errors).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining('never closed') }),
    ]);
    const capped = translate('<squarespace:query collection="blog" limit="500"></squarespace:query>');
    expect(capped.errors).toEqual([]);
    expect(capped.queries[0]!.limit).toBe(50);
    expect(capped.warnings[0]!.message).toBe('limit 500 is more than 50: the query shows the first 50.');
  });

  it('reads the tags as real themes write them', () => {
    const source = [
      '<squarespace:navigation navigationId=mainNav>{.if items.0} has-nav{.end}</squarespace:navigation>',
      '<squarespace:block-field id="notes-{id}" columns="12" class="Notes" description="Notes" />',
      '<squarespace:script src="site.js" combo="{.if authenticatedAccount}false{.or}true{.end}" />',
      '<squarespace:script src="late.js" async />',
      '<squarespace:folder-navigation template="folder" />',
      '<squarespace:category collection="{urlId}">{.repeated section categories}{@}{.end}</squarespace:category>',
      '<squarespace:related collectionId="{collection.id}" limit="3">{.repeated section items}{title}{.end}</squarespace:related>',
      '<b class="{squarespace.cart-classes}" data-r="{squarespace.template-revision}">{squarespace-post-entry}</b>',
      '<script>window.own = 1;</script>',
    ].join('\n');
    const { template, errors, warnings, references, queries, related } = translate(source);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(related).toBe(true);
    expect(queries).toEqual([{ key: 'q0', collection: '{urlId}', templated: true, limit: 1, featured: false }]);
    expect(template.split('\n')).toEqual([
      '{.section squarespace-navigations.mainNav}{.if items.0} has-nav{.end}{.end}',
      '<div class="sqs-block-field Notes" data-block-field-id="notes-{id}" data-columns="12"></div>',
      '<script defer src="{squarespace-theme-url}/scripts/site.js" nonce="{squarespace-nonce}"></script>',
      '<script async src="{squarespace-theme-url}/scripts/late.js" nonce="{squarespace-nonce}"></script>',
      '{.section squarespace-folder-navigation}{@|apply folder.block}{.end}',
      '{.if item.urlId}{.var @squarespace-query-q0-0 item.urlId}{.end}{.if collection.urlId}{.var @squarespace-query-q0-0 collection.urlId}{.end}{.if urlId}{.var @squarespace-query-q0-0 urlId}{.end}{.if squarespace-query-discovery}<!--squarespace-query:q0:{@squarespace-query-q0-0|url-encode}-->{.end}' +
        '{.var @squarespace-query-q0 squarespace-queries.q0.by|get @squarespace-query-q0-0}{.section @squarespace-query-q0.collection}{.repeated section categories}{@}{.end}{.end}',
      '{.section squarespace-related.limit3}{.repeated section items}{title}{.end}{.end}',
      '<b class="{squarespace.cart-classes}" data-r="{squarespace.template-revision}">{squarespace-post-entry}</b>',
      '<script nonce="{squarespace-nonce}">window.own = 1;</script>',
    ]);
    expect(references.map((r) => `${r.kind}:${r.name}`)).toEqual([
      'navigation:mainNav',
      'script:site.js',
      'script:late.js',
      'block:folder',
    ]);
  });

  it('gives the nonce to the theme’s script elements only, not to markup its data brings', () => {
    const { template } = translate('<script type="module" src="/x.js"></script><SCRIPT>1</SCRIPT>{item.body}');
    expect(template).toBe(
      '<script nonce="{squarespace-nonce}" type="module" src="/x.js"></script><script nonce="{squarespace-nonce}">1</SCRIPT>{item.body}',
    );
    expect(translate('<script nonce="{x}">1</script>').template).toBe('<script nonce="{x}">1</script>');
  });

  it('binds a query whose collection the page names, and reads limits and bad attributes as the platform does', () => {
    const named = translate(
      '<squarespace:query collection="{collection.urlId}" limit="4" category="Care">{.repeated section items}{id}{.end}</squarespace:query>',
    );
    expect(named.errors).toEqual([]);
    expect(named.warnings).toEqual([]);
    expect(named.queries).toEqual([
      { key: 'q0', collection: '{collection.urlId}', templated: true, limit: 4, featured: false, category: 'Care' },
    ]);
    expect(named.template).toBe(
      '{.if item.collection.urlId}{.var @squarespace-query-q0-0 item.collection.urlId}{.end}{.if collection.collection.urlId}{.var @squarespace-query-q0-0 collection.collection.urlId}{.end}{.if collection.urlId}{.var @squarespace-query-q0-0 collection.urlId}{.end}' +
        '{.if squarespace-query-discovery}<!--squarespace-query:q0:{@squarespace-query-q0-0|url-encode}-->{.end}' +
        '{.var @squarespace-query-q0 squarespace-queries.q0.by|get @squarespace-query-q0-0}{.section @squarespace-query-q0}{.repeated section items}{id}{.end}{.end}',
    );
    expect(translate('<squarespace:query collection="a b">x</squarespace:query>').errors[0]!.message).toContain(
      'collection must be the URL id of a collection',
    );
    // A variable the template language cannot read is refused at the tag, not left to fail in a page.
    expect(
      translate('a\n<squarespace:query collection="{-x}">x</squarespace:query>').errors.map((e) => [e.line, e.message]),
    ).toEqual([[2, expect.stringContaining('collection must be the URL id of a collection')]]);
    expect(translate('<squarespace:query collection="blog" limit="0">x</squarespace:query>').errors[0]!.message).toBe(
      'limit must be a whole number from 1 to 50.',
    );
    const related = translate('<squarespace:related limit="40">{items}</squarespace:related>');
    expect(related.template).toBe('{.section squarespace-related.limit10}{items}{.end}');
    expect(related.warnings[0]!.message).toBe('limit 40 is more than 10: the tag shows the first 10 related items.');
    expect(translate('<squarespace:related>{items}</squarespace:related>').template).toBe(
      '{.section squarespace-related}{items}{.end}',
    );
    expect(translate('<squarespace:category>{categories}</squarespace:category>').template).toBe('{categories}');
    expect(translate('<squarespace:category>{categories}</squarespace:category>').related).toBe(false);
  });

  it('leaves a tag the author commented out as markup of the comment: it runs nothing and is not checked', () => {
    const source =
      '<!-- <squarespace:query collection="journal" limit="0">\n{title}\n</squarespace:query> -->\n<squarespace:query collection="shop" limit="2">{title}</squarespace:query>';
    const { template, queries, errors } = translate(source);
    expect(errors).toEqual([]);
    expect(queries).toEqual([{ key: 'q0', collection: 'shop', limit: 2, featured: false }]);
    expect(template.split('\n').slice(0, 3)).toEqual([
      '<!-- <squarespace:query collection="journal" limit="0">',
      '{title}',
      '</squarespace:query> -->',
    ]);
    // A comment never closed holds the rest of the file.
    expect(translate('<!-- <squarespace:nothing-known />').errors).toEqual([]);
    expect(translate('<!-- a --> <squarespace:nothing-known />').errors).toHaveLength(1);
  });

  it('reads a collection in a folder named by its path as the collection itself', () => {
    const { queries, errors } = translate(
      '<squarespace:query collection="archive/journal" limit="2">{title}</squarespace:query><squarespace:category collection="archive/journal">{title}</squarespace:category>',
    );
    expect(errors).toEqual([]);
    expect(queries.map((q) => q.collection)).toEqual(['journal', 'journal']);
    expect(translate('<squarespace:query collection="archive/" limit="2">x</squarespace:query>').errors).toHaveLength(
      1,
    );
  });

  it('reads a category or tag built from variables where the tag stands, and refuses one the template language cannot read at its line', () => {
    const { queries, errors, template } = translate(
      '<squarespace:query collection="archive/journal" category="{collection.navigationTitle}">{title}</squarespace:query>',
    );
    expect(errors).toEqual([]);
    expect(queries).toEqual([
      {
        key: 'q0',
        collection: 'journal',
        templated: true,
        limit: 10,
        featured: false,
        category: '{collection.navigationTitle}',
      },
    ]);
    expect(template).toContain('<!--squarespace-query:q0:{@squarespace-query-q0-0|url-encode}-->');
    expect(translate('<squarespace:query collection="shop" tag="Linen & Wool">x</squarespace:query>').queries).toEqual([
      { key: 'q0', collection: 'shop', limit: 10, featured: false, tag: 'Linen & Wool' },
    ]);
    expect(
      translate('a\n<squarespace:query collection="shop" tag="{-x}">x</squarespace:query>').errors.map((e) => [
        e.line,
        e.message,
      ]),
    ).toEqual([
      [
        2,
        'category and tag are text, or built from variables the template language reads: category="{collection.navigationTitle}".',
      ],
    ]);
  });
});
