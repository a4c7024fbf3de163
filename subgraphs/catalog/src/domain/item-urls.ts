/** Where a site's collections and items live: the one rule for every fullUrl the catalog answers. */
export const collectionUrl = (collectionUrlId: string) => `/${collectionUrlId}`;
export const productUrl = (collectionUrlId: string, urlId: string) => `/${collectionUrlId}/p/${urlId}`;
export const postUrl = (collectionUrlId: string, urlId: string) => `/${collectionUrlId}/${urlId}`;
export const eventUrl = (collectionUrlId: string, urlId: string) => `/${collectionUrlId}/${urlId}`;
