/** A website as this subgraph knows it: its id (the catalog owns the rest). */
export interface WebsiteReference {
  id: string;
}
