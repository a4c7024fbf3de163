import { useId, useState } from 'react';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoText } from '@atelier/site';
import './seo-fields.css';

export interface SeoFieldsProps {
  /** What the owner wrote before (empty: the default applies). */
  initial: SeoText;
  /** What search engines are told while a field is empty: made from the content by packages/site seoTextOf. */
  defaults: SeoText;
  /** Problems by field (seoTitle, seoDescription), as the save answered them. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** Called with both fields on every change (forms whose state holds them); forms read by FormData take the named inputs. */
  onChange?(seo: SeoText): void;
}

const Counter = ({ id, used, max }: { id: string; used: number; max: number }) => (
  <span className="hint seo-counter" id={id} aria-live="polite">
    {used} / {max}
  </span>
);

/**
 * An item's SEO title and description (pages, shops, blogs, products, posts): what search results and
 * link previews show, with the limits the catalog checks, the defaults shown where nothing is
 * written, and a preview of the result. The inputs are named seoTitle and seoDescription.
 */
export function SeoFields({ initial, defaults, errors = {}, onChange }: SeoFieldsProps) {
  const [seo, setSeo] = useState<SeoText>(() => ({
    seoTitle: initial.seoTitle,
    seoDescription: initial.seoDescription,
  }));
  const id = useId();
  const change = (next: Partial<SeoText>) => {
    const value = { ...seo, ...next };
    setSeo(value);
    onChange?.(value);
  };
  const invalid = (field: keyof SeoText) =>
    errors[field] ? { 'aria-invalid': true, 'aria-errormessage': `${id}-${field}-error` } : {};
  return (
    <fieldset className="seo-fields">
      <legend>Search engines and link previews</legend>
      <label>
        SEO title <span className="hint">(the title when empty)</span>
        <input
          name="seoTitle"
          value={seo.seoTitle}
          maxLength={SEO_TITLE_MAX}
          placeholder={defaults.seoTitle}
          onChange={(e) => change({ seoTitle: e.target.value })}
          aria-describedby={`${id}-title-count`}
          {...invalid('seoTitle')}
        />
        <Counter id={`${id}-title-count`} used={[...seo.seoTitle].length} max={SEO_TITLE_MAX} />
        {errors.seoTitle && (
          <span className="field-error" id={`${id}-seoTitle-error`}>
            {errors.seoTitle}
          </span>
        )}
      </label>
      <label>
        SEO description{' '}
        <span className="hint">(made from the text when empty; search results show about 155 characters)</span>
        <textarea
          name="seoDescription"
          rows={3}
          value={seo.seoDescription}
          maxLength={SEO_DESCRIPTION_MAX}
          placeholder={defaults.seoDescription}
          onChange={(e) => change({ seoDescription: e.target.value })}
          aria-describedby={`${id}-description-count`}
          {...invalid('seoDescription')}
        />
        <Counter id={`${id}-description-count`} used={[...seo.seoDescription].length} max={SEO_DESCRIPTION_MAX} />
        {errors.seoDescription && (
          <span className="field-error" id={`${id}-seoDescription-error`}>
            {errors.seoDescription}
          </span>
        )}
      </label>
      <div className="seo-preview" aria-label="Search result preview">
        <span className="seo-preview-title">{seo.seoTitle.trim() || defaults.seoTitle || 'Untitled'}</span>
        <span className="seo-preview-description">
          {seo.seoDescription.trim() ||
            defaults.seoDescription ||
            'No description yet: write one, or some text, for search results to show.'}
        </span>
      </div>
    </fieldset>
  );
}
