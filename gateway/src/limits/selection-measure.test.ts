import { describe, expect, it } from 'vitest';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { selectionMeasure } from './selection-measure.ts';

const measureOf = (source: string, combine: 'max' | 'sum') => {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return selectionMeasure(document, { combine, skipField: (name) => name.startsWith('__') })(operation.selectionSet);
};

describe('selectionMeasure', () => {
  it('measures depth and field count through fragments, ignoring introspection fields', () => {
    const source = '{ a { b { c } } d __typename ...F } fragment F on Q { e { f } }';
    expect(measureOf(source, 'max')).toBe(3);
    expect(measureOf(source, 'sum')).toBe(6);
    expect(measureOf('{ __schema { types { name } } }', 'max')).toBe(0);
  });

  it('stays fast on documents that multiply fragment spreads', () => {
    const levels = 30;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1 ? `fragment F${i} on Node { id }` : `fragment F${i} on Node { child { ...F${i + 1} ...F${i + 1} } }`,
    ).join('\n');
    const started = Date.now();
    expect(measureOf(`{ node { ...F0 } } ${fragments}`, 'max')).toBe(31);
    expect(measureOf(`{ node { ...F0 } } ${fragments}`, 'sum')).toBe(2 ** 30) // node + (2^30 - 1) fields of F0;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
