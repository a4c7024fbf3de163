import { GraphQLScalarType, isScalarType, type GraphQLSchema } from 'graphql';
import { GraphQLLocalDate, GraphQLSafeInt } from 'graphql-scalars';

/**
 * The custom scalars of our schemas, one implementation each: the subgraph that declares one
 * resolves it with this, and the gateway checks its input with the same, so a bad value is the
 * client's 400 at the edge with graphql-js's message and the scalar's reason ("Variable "$x" got
 * invalid value "abc"; SafeInt cannot represent non-integer value: abc"), never a subgraph's
 * refusal that the gateway could only report as an internal error.
 */
export const SCALARS = {
  /** Integers JavaScript holds exactly (±2^53 − 1): sums of money in minor units. */
  SafeInt: GraphQLSafeInt,
  /** A calendar day, YYYY-MM-DD, kept as that text: reports' ranges (a day that does not exist, 2026-02-30, is refused). */
  Date: new GraphQLScalarType({ ...GraphQLLocalDate.toConfig(), name: 'Date' }),
} as const satisfies Record<string, GraphQLScalarType>;

/**
 * Gives a schema built from SDL alone (the gateway's, from the supergraph) our scalars' parsing and
 * serialising in place of graphql-js's default, which takes any value as it comes.
 */
export function installScalars(schema: GraphQLSchema): void {
  for (const [name, scalar] of Object.entries(SCALARS)) {
    const type = schema.getType(name);
    if (!isScalarType(type)) continue;
    type.serialize = scalar.serialize;
    type.parseValue = scalar.parseValue;
    type.parseLiteral = scalar.parseLiteral;
  }
}
