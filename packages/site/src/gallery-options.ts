/**
 * A gallery's options (SPEC section 3): its design, where and how its titles show, its flags, and
 * its numbers, each with the default and the range the spec gives. Anything an owner or a stored
 * record holds outside a range is clamped to it, and an unknown choice is the default, so a page
 * never draws a gallery the spec does not describe. The catalog clamps on save and on read; the
 * dashboard's form offers the same ranges.
 */

export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;
/** Width to height of a thumbnail: square (the spec's default), then the usual photo shapes. */
export const GALLERY_ASPECT_RATIOS = ['square', 'standard', 'portrait', 'widescreen'] as const;

export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];
export type GalleryMetaPosition = (typeof GALLERY_META_POSITIONS)[number];
export type GalleryActiveAlignment = (typeof GALLERY_ACTIVE_ALIGNMENTS)[number];
export type GalleryAspectRatio = (typeof GALLERY_ASPECT_RATIOS)[number];

/** The numbers of a gallery: default, least and most. */
export const GALLERY_RANGES = {
  autoplayDelay: { default: 5, min: 1, max: 10 },
  thumbnailsPerRow: { default: 4, min: 1, max: 10 },
  padding: { default: 20, min: 0, max: 50 },
  thumbnailStripHeight: { default: 80, min: 0, max: 200 },
  margin: { default: 20, min: 0, max: 60 },
  maxColumnWidth: { default: 300, min: 100, max: 300 },
} as const;

export type GalleryNumber = keyof typeof GALLERY_RANGES;

/** The on/off options, each off unless the owner turns it on. */
export const GALLERY_FLAGS = [
  'autoplay',
  'autoCrop',
  'controls',
  'lightbox',
  'squareThumbs',
  'showMeta',
  'showMetaOnHover',
  'thumbnails',
  'indicators',
] as const;

export type GalleryFlag = (typeof GALLERY_FLAGS)[number];

export type GalleryOptions = {
  design: GalleryDesign;
  metaPosition: GalleryMetaPosition;
  activeAlignment: GalleryActiveAlignment;
  aspectRatio: GalleryAspectRatio;
} & Record<GalleryNumber, number> &
  Record<GalleryFlag, boolean>;

export const DEFAULT_GALLERY_OPTIONS: GalleryOptions = {
  design: 'grid',
  metaPosition: 'bottom-left',
  activeAlignment: 'center',
  aspectRatio: 'square',
  autoplayDelay: GALLERY_RANGES.autoplayDelay.default,
  thumbnailsPerRow: GALLERY_RANGES.thumbnailsPerRow.default,
  padding: GALLERY_RANGES.padding.default,
  thumbnailStripHeight: GALLERY_RANGES.thumbnailStripHeight.default,
  margin: GALLERY_RANGES.margin.default,
  maxColumnWidth: GALLERY_RANGES.maxColumnWidth.default,
  autoplay: false,
  autoCrop: false,
  controls: false,
  lightbox: false,
  squareThumbs: false,
  showMeta: false,
  showMetaOnHover: false,
  thumbnails: false,
  indicators: false,
};

/** A number kept within its option's range (rounded to a whole one); not a number: the default. */
export function clampGalleryNumber(option: GalleryNumber, value: unknown): number {
  const range = GALLERY_RANGES[option];
  if (typeof value !== 'number' || !Number.isFinite(value)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

const choiceOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

/** Every option of a gallery from what was given: each number clamped, each unknown choice or missing value its default. */
export function galleryOptionsOf(
  given: Partial<Record<keyof GalleryOptions, unknown>> | null | undefined,
): GalleryOptions {
  const input = given ?? {};
  const d = DEFAULT_GALLERY_OPTIONS;
  const numbers = Object.fromEntries(
    (Object.keys(GALLERY_RANGES) as GalleryNumber[]).map((name) => [name, clampGalleryNumber(name, input[name])]),
  ) as Record<GalleryNumber, number>;
  const flags = Object.fromEntries(
    GALLERY_FLAGS.map((name) => [name, typeof input[name] === 'boolean' ? input[name] : d[name]]),
  ) as Record<GalleryFlag, boolean>;
  return {
    design: choiceOf(GALLERY_DESIGNS, input.design, d.design),
    metaPosition: choiceOf(GALLERY_META_POSITIONS, input.metaPosition, d.metaPosition),
    activeAlignment: choiceOf(GALLERY_ACTIVE_ALIGNMENTS, input.activeAlignment, d.activeAlignment),
    aspectRatio: choiceOf(GALLERY_ASPECT_RATIOS, input.aspectRatio, d.aspectRatio),
    ...numbers,
    ...flags,
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The options as the template language reads them (`options` of a gallery's page, the names the
 * engine's gallery predicates ask for: `design`, `meta-position`, `square-thumbs`…); the delay as
 * `autoplay-duration`, its platform name.
 */
export function galleryTemplateOptions(options: GalleryOptions): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(options)) {
    out[name === 'autoplayDelay' ? 'autoplay-duration' : kebab(name)] = value;
  }
  return out;
}
