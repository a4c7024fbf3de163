/**
 * SQL for "`column` is one of a list", the list bound as one parameter: `?` takes JSON.stringify(list).
 * As JSON because the driver spreads a JavaScript array into a list of parameters (one statement
 * text per length). As `= any(array(…))` because for `in (select jsonb_array_elements_text(…))` the
 * planner cannot see the list's length and guesses 100 rows, which against a large table (the stock
 * of every site) plans a scan of all of it: a page's 48 variants read 20,000 rows of stock.
 * For finding rows by the list (an index condition); not as a filter on rows another scan walks,
 * where each row would be compared with every value (`in (select …)` hashes the list once).
 */
export const inJsonList = (column: string): string =>
  `${column} = any(array(select jsonb_array_elements_text(?::jsonb)))`;
