import {
  getNamedType,
  isLeafType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * What an operation costs a key's bucket, counted before it runs, in the manner of Shopify's: a
 * scalar or enum field costs nothing, an object 1, a mutation's root field 10 more, and a paged field
 * (one with `first` or `pageSize`) 2 plus its page size times what one of its items costs, the size
 * read from the literal, the variable, or the argument's default. A page whose size is given
 * nowhere counts as PAGE_WHEN_UNSAID items. A fragment on an abstract type counts as if each applied.
 */
export const QUERY_COST = {
  object: 1,
  mutation: 10,
  connection: 2,
  /** What a paged field's size counts as when neither the query nor the schema gives one. */
  pageWhenUnsaid: 50,
  pageArguments: ['first', 'pageSize'] as readonly string[],
} as const;

export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | undefined,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const variableDefaults = new Map<string, ValueNode>();
  for (const definition of operation.variableDefinitions ?? [])
    if (definition.defaultValue) variableDefaults.set(definition.variable.name.value, definition.defaultValue);

  const intOf = (value: ValueNode | undefined): number | undefined => {
    if (!value) return undefined;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      const given = variables?.[value.name.value];
      if (typeof given === 'number') return given;
      return given === undefined ? intOf(variableDefaults.get(value.name.value)) : undefined;
    }
    return undefined;
  };
  const pageSizeOf = (node: FieldNode, field: GraphQLField<unknown, unknown>): number | undefined => {
    for (const name of QUERY_COST.pageArguments) {
      const argument = field.args.find((arg) => arg.name === name);
      if (!argument) continue;
      const given = intOf(node.arguments?.find((arg) => arg.name.value === name)?.value);
      const size =
        given ?? (typeof argument.defaultValue === 'number' ? argument.defaultValue : QUERY_COST.pageWhenUnsaid);
      return Math.max(0, size);
    }
    return undefined;
  };
  const fieldsOf = (type: GraphQLCompositeType): Record<string, GraphQLField<unknown, unknown>> =>
    'getFields' in type ? type.getFields() : {};

  const costOf = (set: SelectionSetNode, type: GraphQLCompositeType, seen: ReadonlySet<string>): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fieldsOf(type)[selection.name.value];
        if (!field || selection.name.value.startsWith('__')) continue;
        const named = getNamedType(field.type);
        if (isLeafType(named) || !selection.selectionSet) continue;
        const inner = costOf(selection.selectionSet, named as GraphQLCompositeType, seen);
        const page = pageSizeOf(selection, field);
        total += page === undefined ? QUERY_COST.object + inner : QUERY_COST.connection + page * inner;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        total += costOf(selection.selectionSet, (on ?? type) as GraphQLCompositeType, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value) ?? type;
        total += costOf(fragment.selectionSet, on as GraphQLCompositeType, new Set([...seen, name]));
      }
    }
    return total;
  };

  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const inner = costOf(operation.selectionSet, root, new Set());
  if (operation.operation !== 'mutation') return inner;
  const mutations = operation.selectionSet.selections.filter(
    (s) => s.kind !== Kind.FIELD || !s.name.value.startsWith('__'),
  ).length;
  return inner + mutations * QUERY_COST.mutation;
}
