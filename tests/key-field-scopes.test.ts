import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { missingScope } from '@atelier/partners';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * Scopes field by field: every field of the public API that only a site's owner may read (its
 * description says so: "Owner:", "for its owner", "null to anyone else"…, or it is an owner's
 * account) must be guarded by a scope wherever a key can reach it. The walk goes from each root
 * field a key with only CATALOG_READ may use, through every field it may use, to every type; a real
 * key then asks for each guarded owner-only field it met and is refused.
 */
const schema = buildSchema(readFileSync(new URL('../schema/api.graphql', import.meta.url), 'utf8'));
const OWNER_ONLY = /anyone else|anyone but its owner|^Owner:|for its owner|only the owner reads|its owner only/i;
const SCOPES = ['CATALOG_READ'];

interface Step {
  type: string;
  field: GraphQLField<unknown, unknown>;
}
interface Reached {
  coordinate: string;
  scope: string | undefined;
  path: Step[];
}

const ownerOnly = (field: GraphQLField<unknown, unknown>) =>
  OWNER_ONLY.test(field.description ?? '') || getNamedType(field.type).name === 'Owner';

/** Every owner-only field below the roots, with the first path a key with SCOPES reaches it by. */
function ownerOnlyFieldsReached(): Reached[] {
  const reached: Reached[] = [];
  const seen = new Set<string>();
  const queue: { type: string; path: Step[] }[] = [
    { type: 'Query', path: [] },
    { type: 'Mutation', path: [] },
  ];
  while (queue.length) {
    const { type, path } = queue.shift()!;
    if (seen.has(type)) continue;
    seen.add(type);
    const named = schema.getType(type);
    if (isUnionType(named) || isInterfaceType(named)) {
      const members = isUnionType(named) ? named.getTypes() : schema.getPossibleTypes(named);
      for (const member of members) queue.push({ type: member.name, path });
    }
    if (!isObjectType(named)) continue;
    for (const field of Object.values(named.getFields())) {
      const scope = missingScope(SCOPES, type, field.name);
      const root = type === 'Query' || type === 'Mutation';
      if (!root && ownerOnly(field)) reached.push({ coordinate: `${type}.${field.name}`, scope, path });
      if (!scope) queue.push({ type: getNamedType(field.type).name, path: [...path, { type, field }] });
    }
  }
  return reached;
}

/** A literal of an input type that validation accepts: the field is refused before anything runs. */
function literal(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${literal(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner))
    return `{ ${Object.values(inner.getFields())
      .filter((field) => isNonNullType(field.type))
      .map((field) => `${field.name}: ${literal(field.type)}`)
      .join(', ')} }`;
  return { Int: '1', SafeInt: '1', Float: '1', Boolean: 'false' }[inner.name] ?? '"x"';
}

const call = (field: GraphQLField<unknown, unknown>) => {
  const args = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => `${arg.name}: ${literal(arg.type)}`);
  return args.length ? `${field.name}(${args.join(', ')})` : field.name;
};

/** The query that reaches the field by its path, e.g. `{ site { themeVersions { savedBy { __typename } } } }`. */
function queryFor({ coordinate, path }: Reached): string {
  const [type, name] = coordinate.split('.') as [string, string];
  const field = (schema.getType(type) as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[
    name
  ]!;
  let selection = call(field) + (isObjectLike(field) ? ' { __typename }' : '');
  let below = type;
  for (const step of [...path].reverse()) {
    const returned = getNamedType(step.field.type).name;
    const spread = returned === below ? selection : `... on ${below} { ${selection} }`;
    selection = `${call(step.field)} { ${spread} }`;
    below = step.type;
  }
  return `${below === 'Mutation' ? 'mutation ' : ''}{ ${selection} }`;
}

const isObjectLike = (field: GraphQLField<unknown, unknown>) => {
  const named = getNamedType(field.type);
  return isObjectType(named) || isInterfaceType(named) || isUnionType(named);
};

const app = useTestPlatform();

describe('owner-only fields and API keys', () => {
  const reached = ownerOnlyFieldsReached();

  it('each owner-only field a key can reach is guarded by a scope beyond CATALOG_READ', () => {
    expect(reached.filter((field) => !field.scope).map((field) => field.coordinate)).toEqual([]);
    // The walk reaches the site's owner-only fields, so it is not vacuous.
    expect(reached.map((field) => field.coordinate)).toEqual(
      expect.arrayContaining([
        'Website.owner',
        'Website.billing',
        'Website.orders',
        'Website.themeVersions',
        'Website.donations',
        'Collection.ownerBody',
      ]),
    );
  });

  it('a key with only CATALOG_READ is refused each of them, and still reads the storefront’s fields', async () => {
    const owner = await signedInClient(app.url);
    const made = (
      await owner.graphql(
        `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret userErrors { code } } }`,
        { input: { name: 'Catalog only', scopes: SCOPES } },
      )
    ).json.data.createApiKey;
    expect(made.userErrors).toEqual([]);
    const client = new HttpClient(app.url);
    const asKey = (query: string) => client.graphql(query, {}, { authorization: `Bearer ${made.secret}` });

    const answers = [];
    for (const field of reached) {
      const answer = await asKey(queryFor(field));
      answers.push({
        query: queryFor(field),
        status: answer.status,
        code: answer.json.errors?.[0]?.extensions?.code,
        field: answer.json.errors?.[0]?.extensions?.field,
        data: answer.json.data,
      });
    }
    expect(answers).toEqual(
      reached.map((field) => ({
        query: queryFor(field),
        status: 403,
        code: 'API_KEY_SCOPE',
        field: field.coordinate,
        data: undefined,
      })),
    );
    // The owner's e-mail and the site's billing, by every way the walk found to them.
    expect(answers.map((answer) => answer.query)).toEqual(
      expect.arrayContaining(['{ site { owner { __typename } } }', '{ site { billing { __typename } } }']),
    );
    const email = await asKey('{ site { themeVersions { savedBy { email } } } }');
    expect(email.json.errors?.[0]?.extensions).toEqual({
      code: 'API_KEY_SCOPE',
      requiredScope: 'NEVER',
      field: 'Website.themeVersions',
    });

    const open = await asKey('{ site { id title planEntitlement { planId } collections { id } } }');
    expect(open.status).toBe(200);
    expect(open.json.errors).toBeUndefined();
    const visitor = await new HttpClient(app.url).graphql(
      '{ site { id title planEntitlement { planId } collections { id } } }',
    );
    expect(open.json.data).toEqual(visitor.json.data);
  });
});
