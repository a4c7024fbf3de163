import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

export interface MeasureOptions {
  combine: 'max' | 'sum';
  /** Fields left out of the measure, with everything below them. */
  skipField?(name: string): boolean;
}

/**
 * A measure of selection sets over a whole document: each field counts 1 plus what it selects,
 * combined over siblings by `max` (depth) or `sum` (field count). Each fragment is measured once and
 * remembered, so a document that spreads fragments many times costs no more than one that spreads
 * them once; cycles (reported by graphql-js's own rules) count 0.
 */
export function selectionMeasure(document: DocumentNode, options: MeasureOptions): (selectionSet: SelectionSetNode | undefined) => number {
  const fragments = fragmentsOf(document);
  const remembered = new Map<string, number>();
  const inProgress = new Set<string>();
  const join = options.combine === 'max' ? Math.max : (a: number, b: number) => a + b;
  const skip = options.skipField ?? (() => false);

  const fragment = (name: string): number => {
    const known = remembered.get(name);
    if (known !== undefined) return known;
    const definition = fragments.get(name);
    if (!definition || inProgress.has(name)) return 0;
    inProgress.add(name);
    const value = measure(definition.selectionSet);
    inProgress.delete(name);
    remembered.set(name, value);
    return value;
  };

  const measure = (selectionSet: SelectionSetNode | undefined): number => {
    let total = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (!skip(selection.name.value)) total = join(total, 1 + measure(selection.selectionSet));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total = join(total, measure(selection.selectionSet));
      } else {
        total = join(total, fragment(selection.name.value));
      }
    }
    return total;
  };

  return measure;
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** The names of the fields an operation selects at its root, through fragments; __typename left out. */
export function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode): string[] {
  const fragments = fragmentsOf(document);
  const names: string[] = [];
  const visit = (set: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') names.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const definition = fragments.get(name);
        if (definition && !seen.has(name)) visit(definition.selectionSet, new Set([...seen, name]));
      }
    }
  };
  visit(selectionSet, new Set());
  return names;
}
