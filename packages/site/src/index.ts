export { PAGE_TYPES, pageTypeName, pageTypeOf, showsCartPill, type PageType, type PageTypeName } from './page-types.ts';
export { hostName, normalDomain, siteAddressOf, SLUG_PATTERN, type SiteAddress } from './site-hosts.ts';
export {
  ART_COLOURS,
  ART_MOTIFS,
  artColourOf,
  colourOptionValue,
  colourSlug,
  hslOf,
  isArtMotif,
  productArtPath,
  readProductArtPath,
  variantArtPath,
  type ArtMotif,
  type ProductArt,
} from './product-art.ts';
