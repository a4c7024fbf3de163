import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * The names of the fields an operation selects at its root, through inline fragments and fragment
 * spreads (each spread as often as it appears, cycles once); __typename left out.
 */
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
