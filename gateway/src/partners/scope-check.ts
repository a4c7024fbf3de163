import { missingScope } from '@atelier/partners';
import { TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';

type OutOfScope = { coordinate: string; scope: string } | undefined;

/** Answers by document (Apollo keeps one parsed document per query text) and by set of scopes. */
const answers = new WeakMap<DocumentNode, Map<string, OutOfScope>>();

/** firstFieldOutOfScope, once per document and set of scopes. */
export function cachedFirstFieldOutOfScope(
  schema: GraphQLSchema,
  document: DocumentNode,
  scopes: readonly string[],
): OutOfScope {
  let byScopes = answers.get(document);
  if (!byScopes) answers.set(document, (byScopes = new Map()));
  const key = scopes.join(' ');
  if (!byScopes.has(key)) byScopes.set(key, firstFieldOutOfScope(schema, document, scopes));
  return byScopes.get(key);
}

/**
 * The first field of the document (through fragments, as written) that a key with these scopes may
 * not use, as its schema coordinate and the scope it lacks; undefined when the scopes cover it all.
 */
export function firstFieldOutOfScope(
  schema: GraphQLSchema,
  document: DocumentNode,
  scopes: readonly string[],
): { coordinate: string; scope: string } | undefined {
  let found: { coordinate: string; scope: string } | undefined;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (found) return false;
        const parent = typeInfo.getParentType();
        if (!parent) return undefined;
        const scope = missingScope(scopes, parent.name, node.name.value);
        if (scope) found = { coordinate: `${parent.name}.${node.name.value}`, scope };
        return undefined;
      },
    }),
  );
  return found;
}
