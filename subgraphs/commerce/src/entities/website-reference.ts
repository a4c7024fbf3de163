/** A website as the cart knows it: by id (the catalog owns websites). */
export interface WebsiteReference {
  id: string;
}
