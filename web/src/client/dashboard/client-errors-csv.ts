import type { ApolloClient } from '@apollo/client';
import { csvDocument } from '@atelier/commerce';
import {
  OwnerClientErrorsDocument,
  type ClientErrorGroupPartsFragment,
  type OwnerClientErrorsQuery,
  type OwnerClientErrorsQueryVariables,
} from '../../graphql/generated/dashboard.ts';
import { nextCursor } from './next-cursor.ts';

/** The most the API gives in one page: the fewest requests for a site with many groups. */
const EXPORT_PAGE = 100;

/** The groups as a spreadsheet: one row each, with the example's page and browser; cells escaped by csvCell (no formulas). */
export function clientErrorsCsv(groups: readonly ClientErrorGroupPartsFragment[]): string {
  return csvDocument([
    [
      'Message',
      'App',
      'File',
      'Line',
      'Column',
      'Count',
      'First seen',
      'Last seen',
      'Example URL',
      'Example user agent',
    ],
    ...groups.map((group) => [
      group.message,
      group.app,
      group.file,
      String(group.line),
      String(group.column),
      String(group.count),
      group.firstSeen,
      group.lastSeen,
      group.example.url ?? '',
      group.example.userAgent ?? '',
    ]),
  ]);
}

/** Every group of the site, page after page through the query the panel lists them with. */
export async function fetchAllGroups(
  client: ApolloClient,
  websiteId: string,
): Promise<ClientErrorGroupPartsFragment[]> {
  const groups: ClientErrorGroupPartsFragment[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  do {
    const variables: OwnerClientErrorsQueryVariables = { websiteId, first: EXPORT_PAGE, after };
    const result = await client.query({ query: OwnerClientErrorsDocument, variables, fetchPolicy: 'no-cache' });
    const page: OwnerClientErrorsQuery['clientErrorGroups'] | undefined = result.data?.clientErrorGroups;
    if (!page) throw new Error('The client errors could not be read.');
    groups.push(...page.edges.map((edge) => edge.node));
    after = nextCursor(page.pageInfo.hasNextPage, page.pageInfo.endCursor, seen);
  } while (after);
  return groups;
}
