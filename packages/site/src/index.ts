export { PAGE_TYPES, pageTypeName, pageTypeOf, showsCartPill, type PageType, type PageTypeName } from './page-types.ts';
export { hostName, normalDomain, siteAddressOf, SLUG_PATTERN, type SiteAddress } from './site-hosts.ts';
export {
  ART_COLOURS,
  ART_MOTIFS,
  artColourOf,
  colourOptionValue,
  colourSlug,
  entryPictureUrl,
  hslOf,
  isArtMotif,
  KIND_MOTIFS,
  productArtOf,
  productArtPath,
  productPictureUrl,
  readProductArtPath,
  stillLifePath,
  variantArtPath,
  variantPictureUrl,
  type ArtMotif,
  type PictureEntry,
  type PictureProduct,
  type PictureVariant,
  type ProductArt,
  type ProductKind,
} from './product-art.ts';
export { checkSeoText, cleanSeoText, plainTextOf, seoTextOf, summaryOf, SEO_DESCRIPTION_MAX, SEO_SUMMARY_LENGTH, SEO_TITLE_MAX, type SeoProblem, type SeoSource, type SeoText } from './seo-text.ts';
