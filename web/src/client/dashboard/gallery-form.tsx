import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_ASPECT_RATIOS,
  GALLERY_DESIGNS,
  GALLERY_FLAGS,
  GALLERY_META_POSITIONS,
  GALLERY_RANGES,
  galleryOptionsOf,
  type GalleryFlag,
  type GalleryNumber,
  type GalleryOptions,
} from '@atelier/site';
import { SaveGalleryDocument } from '../../graphql/generated/dashboard.ts';
import { NavigationSelect } from './collection-fields.tsx';
import { uploadImage } from './upload-image.ts';
import { UserErrorsNote } from './user-errors-note.tsx';

export interface GalleryData {
  id: string;
  title: string;
  urlId: string;
  navigation?: string | null;
  galleryOptions: GalleryOptions;
  galleryImages: readonly {
    title: string;
    description: string;
    mediaFocalPoint: { x: number; y: number };
    image: { id: string; url: string };
  }[];
}

interface Placed {
  imageId: string;
  url: string;
  title: string;
  description: string;
  focalX: number;
  focalY: number;
}

const NUMBER_LABELS: Record<GalleryNumber, string> = {
  autoplayDelay: 'Autoplay delay (s)',
  thumbnailsPerRow: 'Thumbnails per row',
  padding: 'Padding (px)',
  thumbnailStripHeight: 'Thumbnail strip height (px)',
  margin: 'Margin (px)',
  maxColumnWidth: 'Max column width (px)',
};

const FLAG_LABELS: Record<GalleryFlag, string> = {
  autoplay: 'Autoplay',
  autoCrop: 'Crop to fill',
  controls: 'Previous and next',
  lightbox: 'Open large on click',
  squareThumbs: 'Square thumbnails',
  showMeta: 'Show titles',
  showMetaOnHover: 'Titles on hover only',
  thumbnails: 'Thumbnail strip',
  indicators: 'Indicators',
};

const words = (value: string) => value.replace(/-/g, ' ');

/** A gallery: title, address, navigation, every option of SPEC section 3, and its images in order. */
export function GalleryForm({ gallery, onDone }: { gallery: GalleryData | null; onDone(): void }) {
  const [save, { loading }] = useMutation(SaveGalleryDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [images, setImages] = useState<Placed[]>(
    (gallery?.galleryImages ?? []).map((g) => ({
      imageId: g.image.id,
      url: g.image.url,
      title: g.title,
      description: g.description,
      focalX: g.mediaFocalPoint.x,
      focalY: g.mediaFocalPoint.y,
    })),
  );
  const options = gallery?.galleryOptions ?? galleryOptionsOf({});
  const change = (index: number, patch: Partial<Placed>) =>
    setImages((all) => all.map((image, i) => (i === index ? { ...image, ...patch } : image)));
  const move = (index: number, by: -1 | 1) =>
    setImages((all) => {
      const next = [...all];
      const [image] = next.splice(index, 1);
      next.splice(index + by, 0, image!);
      return next;
    });
  const add = async (files: FileList | null) => {
    setUploading(true);
    const problems: string[] = [];
    for (const file of Array.from(files ?? [])) {
      const answer = await uploadImage(file);
      if ('image' in answer)
        setImages((all) => [
          ...all,
          { imageId: answer.image.id, url: answer.image.url, title: '', description: '', focalX: 0.5, focalY: 0.5 },
        ]);
      else problems.push(`${file.name}: ${answer.message}`);
    }
    setErrors(problems);
    setUploading(false);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const { data } = await save({
      variables: {
        input: {
          id: gallery?.id,
          title: text('title'),
          urlId: text('urlId') || undefined,
          navigation: text('navigation') || null,
          options: {
            design: text('design'),
            metaPosition: text('metaPosition'),
            activeAlignment: text('activeAlignment'),
            aspectRatio: text('aspectRatio'),
            ...Object.fromEntries(
              (Object.keys(GALLERY_RANGES) as GalleryNumber[]).map((name) => [name, Math.round(Number(text(name)))]),
            ),
            ...Object.fromEntries(GALLERY_FLAGS.map((flag) => [flag, form.get(flag) === 'on'])),
          },
          images: images.map(({ imageId, title, description, focalX, focalY }) => ({
            imageId,
            title,
            description,
            focalX,
            focalY,
          })),
        },
      },
    });
    const problems = data?.saveGallery.userErrors ?? [];
    if (problems.length) return setErrors(problems.map((p) => p.message));
    onDone();
  };
  const select = (
    name: 'design' | 'metaPosition' | 'activeAlignment' | 'aspectRatio',
    label: string,
    choices: readonly string[],
  ) => (
    <label>
      {label}
      <select name={name} defaultValue={options[name]}>
        {choices.map((c) => (
          <option key={c} value={c}>
            {words(c)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      className="editor-form gallery-form"
      onSubmit={submit}
      aria-label={gallery ? `Edit ${gallery.title}` : 'New gallery'}
    >
      <h3>{gallery ? `Edit “${gallery.title}”` : 'New gallery'}</h3>
      <label>
        Title
        <input name="title" required maxLength={200} defaultValue={gallery?.title} />
      </label>
      <div className="panel-row">
        <label>
          Address <span className="hint">(made from the title when empty)</span>
          <input name="urlId" defaultValue={gallery?.urlId} pattern="[a-z0-9-]*" />
        </label>
        <NavigationSelect value={gallery?.navigation} />
      </div>
      <fieldset>
        <legend>Design</legend>
        <div className="panel-row">
          {select('design', 'Design', GALLERY_DESIGNS)}
          {select('aspectRatio', 'Aspect ratio', GALLERY_ASPECT_RATIOS)}
          {select('metaPosition', 'Title position', GALLERY_META_POSITIONS)}
          {select('activeAlignment', 'Active alignment', GALLERY_ACTIVE_ALIGNMENTS)}
        </div>
        <div className="panel-row">
          {(Object.keys(GALLERY_RANGES) as GalleryNumber[]).map((name) => (
            <label key={name}>
              {NUMBER_LABELS[name]}{' '}
              <span className="hint">
                ({GALLERY_RANGES[name].min} to {GALLERY_RANGES[name].max})
              </span>
              <input
                name={name}
                type="number"
                min={GALLERY_RANGES[name].min}
                max={GALLERY_RANGES[name].max}
                step={1}
                required
                defaultValue={options[name]}
              />
            </label>
          ))}
        </div>
        <div className="gallery-flags">
          {GALLERY_FLAGS.map((flag) => (
            <label key={flag} className="checkbox-label">
              <input type="checkbox" name={flag} defaultChecked={options[flag]} /> {FLAG_LABELS[flag]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Images</legend>
        {images.length === 0 && <p className="hint">No images yet: add some below.</p>}
        <ol className="gallery-editor-images">
          {images.map((image, i) => (
            <li key={`${image.imageId}-${i}`}>
              <img src={image.url} alt="" style={{ objectPosition: `${image.focalX * 100}% ${image.focalY * 100}%` }} />
              <label>
                Title
                <input
                  value={image.title}
                  maxLength={200}
                  aria-label={`Title of image ${i + 1}`}
                  onChange={(e) => change(i, { title: e.currentTarget.value })}
                />
              </label>
              <label>
                Description <span className="hint">(blank lines start paragraphs)</span>
                <textarea
                  value={image.description}
                  maxLength={1000}
                  rows={3}
                  aria-label={`Description of image ${i + 1}`}
                  onChange={(e) => change(i, { description: e.currentTarget.value })}
                />
              </label>
              <label>
                Focus across <span className="hint">({Math.round(image.focalX * 100)}%)</span>
                <input
                  type="range"
                  min={0}
                  max={1}
                  step={0.05}
                  value={image.focalX}
                  onChange={(e) => change(i, { focalX: Number(e.currentTarget.value) })}
                />
              </label>
              <label>
                Focus down <span className="hint">({Math.round(image.focalY * 100)}%)</span>
                <input
                  type="range"
                  min={0}
                  max={1}
                  step={0.05}
                  value={image.focalY}
                  onChange={(e) => change(i, { focalY: Number(e.currentTarget.value) })}
                />
              </label>
              <div className="gallery-editor-actions">
                <button type="button" className="link-button" disabled={i === 0} onClick={() => move(i, -1)}>
                  Up
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={i === images.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setImages((all) => all.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
        <label>
          Add images {uploading && <span className="hint">Uploading…</span>}
          <input type="file" accept="image/*" multiple onChange={(e) => void add(e.currentTarget.files)} />
        </label>
      </fieldset>
      <UserErrorsNote messages={errors} />
      <div className="panel-row">
        <button className="button-primary" type="submit" disabled={loading || uploading}>
          {loading ? 'Saving…' : 'Save gallery'}
        </button>
        <button className="button-secondary" type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
