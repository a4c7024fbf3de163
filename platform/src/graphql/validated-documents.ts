import { parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

/** Texts longer than this are parsed and validated each time rather than kept. */
const LONGEST_KEPT = 20_000;

/** A valid text's document, and a short name for it that stands for the text in other caches. */
export interface ValidatedDocument {
  document: DocumentNode;
  key: string;
}

/**
 * The documents of the texts a subgraph is asked, parsed and validated against its schema once per
 * text: the gateway's plans send the same few texts over and over. A text that does not parse or
 * validate is remembered as such (undefined), for the caller to answer as Apollo Server would. At
 * most `keep` texts are held, the oldest let go first.
 */
export function validatedDocuments(
  schema: GraphQLSchema,
  keep = 500,
): (query: string) => ValidatedDocument | undefined {
  const known = new Map<string, ValidatedDocument | null>();
  let checked = 0;
  const check = (query: string): ValidatedDocument | null => {
    try {
      const document = parse(query);
      return validate(schema, document).length === 0 ? { document, key: `text ${++checked}` } : null;
    } catch {
      return null;
    }
  };
  return (query) => {
    let document = known.get(query);
    if (document === undefined) {
      document = check(query);
      if (query.length <= LONGEST_KEPT) {
        if (known.size >= keep) known.delete(known.keys().next().value!);
        known.set(query, document);
      }
    }
    return document ?? undefined;
  };
}
