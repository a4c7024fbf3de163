import { describe, expect, it } from 'vitest';
import { mergeResolvers } from './merge-resolvers.ts';

describe('mergeResolvers', () => {
  it('joins types field by field and refuses a field resolved twice', () => {
    const a = () => 1;
    const b = () => 2;
    expect(mergeResolvers({ Query: { a } }, { Query: { b }, Post: { a } })).toEqual({ Query: { a, b }, Post: { a } });
    expect(() => mergeResolvers({ Query: { a } }, { Query: { a: b } })).toThrow('Query.a is resolved twice');
  });
});
