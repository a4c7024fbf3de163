import { describe, expect, it } from 'vitest';
import { parseSubgraphUrls } from './subgraph-urls.ts';

describe('ATELIER_SUBGRAPH_URLS', () => {
  it('names each remote subgraph with its address', () => {
    expect(parseSubgraphUrls(undefined)).toEqual({});
    expect(
      parseSubgraphUrls(' catalog=http://10.0.0.2:4001/graphql , commerce=https://cart.internal/graphql?a=b'),
    ).toEqual({
      catalog: 'http://10.0.0.2:4001/graphql',
      commerce: 'https://cart.internal/graphql?a=b',
    });
  });

  it('refuses what it cannot read, rather than run that subgraph here too', () => {
    for (const text of [
      'catalog',
      'catalog=',
      '=http://a/graphql',
      'Catalog=http://a',
      'catalog=ftp://a',
      'catalog=not a url',
    ]) {
      expect(() => parseSubgraphUrls(text), text).toThrow(/ATELIER_SUBGRAPH_URLS/);
    }
    expect(() => parseSubgraphUrls('catalog=http://a/graphql,catalog=http://b/graphql')).toThrow(/twice/);
  });
});
