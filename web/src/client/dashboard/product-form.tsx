import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  checkProductDraft,
  parsePriceInput,
  parseStockInput,
  toDecimalString,
  type BillingUnit,
  type FieldProblem,
  type ProductTypeName,
  type VariantDraft,
} from '@atelier/commerce';
import {
  AddImageUrlDocument,
  SaveProductDocument,
  SetStockDocument,
  type DashboardImageFragment,
  type DashboardProductFragment,
  type ProductInput,
} from '../../graphql/generated/dashboard.ts';
import { uploadImage } from './upload-image.ts';
import { SeoFields } from './seo-fields.tsx';
import { seoTextOf } from '@atelier/site';
import { TYPE_LABELS } from './product-types.ts';
import { SubscriptionUpsell, useProductSubscriptionsAllowed } from './subscription-upsell.tsx';

interface VariantRow {
  id?: string;
  sku: string;
  price: string;
  salePrice: string;
  onSale: boolean;
  attributes: Record<string, string>;
  stock: string;
  mainImageId: string;
  /** Grams, as typed. */
  weight: string;
}

interface FormState {
  productType: ProductTypeName;
  title: string;
  urlId: string;
  excerpt: string;
  body: string;
  options: string;
  variants: VariantRow[];
  isSubscribable: boolean;
  periodValue: string;
  periodUnit: BillingUnit;
  cycles: string;
  useCustom: boolean;
  customText: string;
  images: DashboardImageFragment[];
  scarcityEnabled: boolean;
  scarcityText: string;
  scarcityShownByDefault: boolean;
  scarcityInLists: boolean;
  formId: string;
  categories: string;
  featured: boolean;
  seoTitle: string;
  seoDescription: string;
}

type Errors = Record<string, string>;

const commaList = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const blankVariant = (currency: string): VariantRow => ({
  sku: '',
  price: toDecimalString(0, currency),
  salePrice: '',
  onSale: false,
  attributes: {},
  stock: '0',
  mainImageId: '',
  weight: '0',
});

function stateOf(product: DashboardProductFragment | null, currency: string): FormState {
  const plan = product?.subscriptionPlan;
  return {
    productType: product?.productType ?? 'PHYSICAL',
    title: product?.title ?? '',
    urlId: product?.urlId ?? '',
    excerpt: product?.excerpt ?? '',
    body: product?.body ?? '',
    options: product?.variantOptionOrdering.join(', ') ?? '',
    variants: product?.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: toDecimalString(v.price, currency),
      salePrice: v.salePrice ? toDecimalString(v.salePrice, currency) : '',
      onSale: v.onSale,
      attributes: Object.fromEntries(v.attributes.map((a) => [a.name, a.value])),
      stock: v.unlimited ? 'unlimited' : String(v.qtyInStock),
      mainImageId: v.mainImageId ?? '',
      weight: String(v.weightGrams),
    })) ?? [blankVariant(currency)],
    isSubscribable: product?.isSubscribable ?? false,
    periodValue: String(plan?.billingPeriod.value ?? 1),
    periodUnit: plan?.billingPeriod.unit ?? 'MONTH',
    cycles: String(plan?.numBillingCycles ?? 0),
    useCustom: product?.useCustomAddButtonText ?? false,
    customText: product?.customAddButtonText ?? '',
    images: product?.images ?? [],
    scarcityEnabled: product?.merchandising.scarcityEnabled ?? false,
    scarcityText: product?.merchandising.scarcityText ?? '',
    scarcityShownByDefault: product?.merchandising.scarcityShownByDefault ?? false,
    scarcityInLists: product?.merchandising.scarcityTemplateViews.includes('list') ?? false,
    formId: product?.additionalFieldsFormId ?? '',
    categories: product?.categories.join(', ') ?? '',
    featured: product?.featured ?? false,
    seoTitle: product?.seoTitle ?? '',
    seoDescription: product?.seoDescription ?? '',
  };
}

/** The input and stock of a form, or the problems that keep it from being sent (keyed by field path). */
function readForm(
  state: FormState,
  currency: string,
):
  | { errors: Errors }
  | { input: Omit<ProductInput, 'collectionId'>; stock: { qtyInStock: number; unlimited: boolean }[] } {
  const errors: Errors = {};
  const options = commaList(state.options);
  const variants: VariantDraft[] = state.variants.map((row, index) => {
    const price = parsePriceInput(row.price, currency);
    const sale = row.salePrice.trim() ? parsePriceInput(row.salePrice, currency) : { minor: 0 };
    const stock = parseStockInput(row.stock);
    if ('message' in price) errors[`variants.${index}.price`] = price.message;
    if ('message' in sale) errors[`variants.${index}.salePrice`] = sale.message;
    if ('message' in stock) errors[`variants.${index}.qtyInStock`] = stock.message;
    return {
      sku: row.sku,
      priceMinor: 'minor' in price ? price.minor : 0,
      salePriceMinor: 'minor' in sale ? sale.minor : 0,
      onSale: row.onSale,
      attributes: Object.fromEntries(options.map((name) => [name, row.attributes[name] ?? ''])),
      // Text that is not a whole number is refused by the draft's rule, never read as 0.
      weightGrams: /^\d+$/.test(row.weight.trim())
        ? Number(row.weight.trim())
        : row.weight.trim() === ''
          ? 0
          : Number.NaN,
      qtyInStock: 'qtyInStock' in stock ? stock.qtyInStock : 0,
      unlimited: 'unlimited' in stock ? stock.unlimited : false,
    };
  });
  const plan = state.isSubscribable
    ? {
        billingPeriod: { value: Number(state.periodValue), unit: state.periodUnit },
        numBillingCycles: Number(state.cycles),
      }
    : null;
  const draft = {
    productType: state.productType,
    currency,
    title: state.title,
    variantOptionOrdering: options,
    isSubscribable: state.isSubscribable,
    subscriptionPlan: plan,
    useCustomAddButtonText: state.useCustom,
    customAddButtonText: state.customText,
    variants,
  };
  for (const problem of checkProductDraft(draft)) errors[problem.field.join('.')] ??= problem.message;
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      productType: state.productType,
      title: state.title,
      urlId: state.urlId.trim() || undefined,
      excerpt: state.excerpt,
      body: state.body,
      variantOptionOrdering: options,
      variants: state.variants.map((row, index) => ({
        id: row.id,
        sku: row.sku.trim(),
        price: variants[index]!.priceMinor,
        salePrice: variants[index]!.salePriceMinor,
        onSale: row.onSale,
        attributes: options.map((name) => ({ name, value: (row.attributes[name] ?? '').trim() })),
        mainImageId: row.mainImageId || null,
        weightGrams: variants[index]!.weightGrams ?? 0,
      })),
      isSubscribable: state.isSubscribable,
      subscriptionPlan: plan,
      additionalFieldsFormId: state.formId.trim() || null,
      useCustomAddButtonText: state.useCustom,
      customAddButtonText: state.useCustom ? state.customText : null,
      imageIds: state.images.map((image) => image.id),
      categories: commaList(state.categories),
      featured: state.featured,
      seoTitle: state.seoTitle,
      seoDescription: state.seoDescription,
      merchandising: {
        scarcityEnabled: state.scarcityEnabled,
        scarcityText: state.scarcityText,
        scarcityShownByDefault: state.scarcityShownByDefault,
        scarcityTemplateViews: state.scarcityInLists ? ['detail', 'list'] : ['detail'],
      },
    },
    stock: variants.map((v) => ({ qtyInStock: v.qtyInStock, unlimited: v.unlimited })),
  };
}

const errorsOf = (
  problems: readonly FieldProblem[] | readonly { field?: readonly string[] | null; message: string }[],
): Errors =>
  Object.fromEntries(
    problems.map((p) => [(p.field ?? []).filter((f) => f !== 'input').join('.') || 'form', p.message]),
  );

function FieldError({ errors, path }: { errors: Errors; path: string }) {
  return errors[path] ? (
    <span className="field-error" id={`error-${path}`}>
      {errors[path]}
    </span>
  ) : null;
}

/** Creates or edits a product of a shop collection: every field of SPEC section 3, its variants, stock and images. */
export function ProductForm({
  product,
  collectionId,
  currency,
  onDone,
}: {
  product: DashboardProductFragment | null;
  collectionId: string;
  currency: string;
  onDone(saved: boolean): void;
}) {
  const [state, setState] = useState<FormState>(() => stateOf(product, currency));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [saveProduct] = useMutation(SaveProductDocument);
  const [setStock] = useMutation(SetStockDocument);
  const [addImageUrl] = useMutation(AddImageUrlDocument);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const setVariant = (index: number, change: Partial<VariantRow>) =>
    setState((s) => ({ ...s, variants: s.variants.map((v, i) => (i === index ? { ...v, ...change } : v)) }));
  const options = commaList(state.options);
  const isDigital = state.productType === 'DIGITAL';
  // A product sold as a subscription already keeps its control (to be turned off) whatever the plan.
  const planAllowsSubscriptions = useProductSubscriptionsAllowed();
  const subscriptionsAllowed = product?.isSubscribable ? true : planAllowsSubscriptions;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readForm(state, currency);
    if ('errors' in read) return setErrors(read.errors);
    setBusy('Saving…');
    setErrors({});
    try {
      const { data } = await saveProduct({
        variables: { input: { ...read.input, id: product?.id, version: product?.version, collectionId } },
      });
      const result = data?.saveProduct;
      if (!result?.product)
        return setErrors(errorsOf(result?.userErrors ?? [{ message: 'The product was not saved. Please try again.' }]));
      const stocked = await setStock({
        variables: { input: result.product.variants.map((v, i) => ({ variantId: v.id, ...read.stock[i]! })) },
      });
      const [stockError] = stocked.data?.setStock.userErrors ?? [];
      if (stockError) return setErrors({ form: `The product was saved, but not its stock: ${stockError.message}` });
      onDone(true);
    } catch {
      setErrors({ form: 'The product could not be saved just now. Check your connection and try again.' });
    } finally {
      setBusy('');
    }
  };

  const addImage = async (run: () => Promise<{ image: DashboardImageFragment } | { message: string }>) => {
    setBusy('Adding the image…');
    const result = await run();
    setBusy('');
    if ('message' in result) return setErrors((e) => ({ ...e, imageIds: result.message }));
    setErrors(({ imageIds: _, ...rest }) => rest);
    setState((s) => ({ ...s, images: [...s.images, result.image] }));
  };
  const byUrl = async () => {
    const { data } = await addImageUrl({ variables: { url: imageUrl } });
    const image = data?.addImageUrl.image;
    if (image) setImageUrl('');
    return image ? { image } : { message: data?.addImageUrl.userErrors[0]?.message ?? 'The image was not added.' };
  };

  const invalid = (path: string) => ({
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `error-${path}` : undefined,
  });
  const problems = Object.keys(errors).length;
  return (
    <form
      className="editor-form product-form"
      onSubmit={submit}
      aria-label={product ? `Edit ${product.title}` : 'New product'}
      noValidate
    >
      <h3>{product ? `Edit “${product.title}”` : 'New product'}</h3>
      <div className="panel-row">
        <label className="grow">
          Title
          <input
            value={state.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={200}
            {...invalid('title')}
          />
          <FieldError errors={errors} path="title" />
        </label>
        <label>
          Type
          <select value={state.productType} onChange={(e) => set('productType', e.target.value as ProductTypeName)}>
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Address <span className="hint">(from the title when empty)</span>
          <input value={state.urlId} onChange={(e) => set('urlId', e.target.value)} {...invalid('urlId')} />
          <FieldError errors={errors} path="urlId" />
        </label>
      </div>
      <label>
        Categories <span className="hint">(comma separated; the shop page lists them)</span>
        <input
          value={state.categories}
          onChange={(e) => set('categories', e.target.value)}
          {...invalid('categories')}
        />
        <FieldError errors={errors} path="categories" />
      </label>
      <label className="check">
        <input type="checkbox" checked={state.featured} onChange={(e) => set('featured', e.target.checked)} /> Featured{' '}
        <span className="hint">(themes that list featured products show it)</span>
      </label>
      <label>
        Excerpt <span className="hint">(shown in lists)</span>
        <textarea rows={2} maxLength={1000} value={state.excerpt} onChange={(e) => set('excerpt', e.target.value)} />
      </label>
      <label>
        Description <span className="hint">(blank lines start paragraphs; simple HTML is kept)</span>
        <textarea rows={5} value={state.body} onChange={(e) => set('body', e.target.value)} {...invalid('body')} />
        <FieldError errors={errors} path="body" />
      </label>
      <SeoFields
        initial={{ seoTitle: state.seoTitle, seoDescription: state.seoDescription }}
        defaults={seoTextOf({ title: state.title, summary: state.excerpt, body: state.body })}
        errors={errors}
        onChange={(seo) => setState((s) => ({ ...s, ...seo }))}
      />

      <fieldset>
        <legend>Images</legend>
        <ul className="image-list">
          {state.images.map((image, index) => (
            <li key={image.id}>
              <img src={image.width ? `${image.url}?format=300w` : image.url} alt="" width={96} height={96} />
              <span className="hint">
                {index === 0 ? 'Main image' : image.width ? `${image.width}×${image.height}` : 'By address'}
              </span>
              {index > 0 && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => set('images', [image, ...state.images.filter((i) => i.id !== image.id)])}
                >
                  Make main
                </button>
              )}
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  setState((s) => ({
                    ...s,
                    images: s.images.filter((i) => i.id !== image.id),
                    variants: s.variants.map((v) => (v.mainImageId === image.id ? { ...v, mainImageId: '' } : v)),
                  }))
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="panel-row">
          <label>
            Upload an image <span className="hint">(JPEG, PNG, WebP, GIF or AVIF, up to 10 MB)</span>
            <input
              type="file"
              accept="image/*"
              data-testid="image-upload"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void addImage(() => uploadImage(file));
              }}
            />
          </label>
          <label className="grow">
            Or an image address
            <input type="url" placeholder="https://…" value={imageUrl} onChange={(e) => setImageUrl(e.target.value)} />
          </label>
          <button
            type="button"
            className="button-secondary"
            disabled={!imageUrl.trim()}
            onClick={() => void addImage(byUrl)}
          >
            Add
          </button>
        </div>
        <FieldError errors={errors} path="imageIds" />
      </fieldset>

      <fieldset>
        <legend>Variants</legend>
        {!isDigital && (
          <label>
            Options <span className="hint">(comma separated, in the order shoppers choose them: Size, Color)</span>
            <input
              value={state.options}
              onChange={(e) => set('options', e.target.value)}
              {...invalid('variantOptionOrdering')}
            />
            <FieldError errors={errors} path="variantOptionOrdering" />
          </label>
        )}
        <div className="variant-rows">
          {state.variants.map((row, index) => (
            <div
              className="variant-row"
              key={row.id ?? `new-${index}`}
              role="group"
              aria-label={`Variant ${index + 1}`}
            >
              {options.map((name) => (
                <label key={name}>
                  {name}
                  <input
                    value={row.attributes[name] ?? ''}
                    onChange={(e) => setVariant(index, { attributes: { ...row.attributes, [name]: e.target.value } })}
                    {...invalid(`variants.${index}.attributes.${name}`)}
                  />
                  <FieldError errors={errors} path={`variants.${index}.attributes.${name}`} />
                </label>
              ))}
              <label>
                SKU
                <input
                  value={row.sku}
                  onChange={(e) => setVariant(index, { sku: e.target.value })}
                  {...invalid(`variants.${index}.sku`)}
                />
                <FieldError errors={errors} path={`variants.${index}.sku`} />
              </label>
              <label>
                Price ({currency})
                <input
                  inputMode="decimal"
                  value={row.price}
                  onChange={(e) => setVariant(index, { price: e.target.value })}
                  {...invalid(`variants.${index}.price`)}
                />
                <FieldError errors={errors} path={`variants.${index}.price`} />
              </label>
              <label>
                Sale price
                <input
                  inputMode="decimal"
                  value={row.salePrice}
                  onChange={(e) => setVariant(index, { salePrice: e.target.value })}
                  {...invalid(`variants.${index}.salePrice`)}
                />
                <FieldError errors={errors} path={`variants.${index}.salePrice`} />
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={row.onSale}
                  onChange={(e) => setVariant(index, { onSale: e.target.checked })}
                />{' '}
                On sale
              </label>
              {state.productType === 'PHYSICAL' && (
                <label>
                  Weight (g)
                  <input
                    inputMode="numeric"
                    value={row.weight}
                    onChange={(e) => setVariant(index, { weight: e.target.value })}
                    {...invalid(`variants.${index}.weightGrams`)}
                  />
                  <FieldError errors={errors} path={`variants.${index}.weightGrams`} />
                </label>
              )}
              <label>
                Stock <span className="hint">(or unlimited)</span>
                <input
                  value={row.stock}
                  onChange={(e) => setVariant(index, { stock: e.target.value })}
                  {...invalid(`variants.${index}.qtyInStock`)}
                />
                <FieldError errors={errors} path={`variants.${index}.qtyInStock`} />
              </label>
              {state.images.length > 0 && (
                <label>
                  Image
                  <select value={row.mainImageId} onChange={(e) => setVariant(index, { mainImageId: e.target.value })}>
                    <option value="">The product’s</option>
                    {state.images.map((image, i) => (
                      <option key={image.id} value={image.id}>
                        Image {i + 1}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {state.variants.length > 1 && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    set(
                      'variants',
                      state.variants.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove variant
                </button>
              )}
              <FieldError errors={errors} path={`variants.${index}`} />
            </div>
          ))}
        </div>
        <FieldError errors={errors} path="variants" />
        {!isDigital && (
          <button
            type="button"
            className="button-secondary"
            onClick={() => set('variants', [...state.variants, blankVariant(currency)])}
          >
            Add a variant
          </button>
        )}
      </fieldset>

      <fieldset>
        <legend>Selling</legend>
        {(state.productType === 'PHYSICAL' || state.productType === 'SERVICE') && subscriptionsAllowed === false && (
          <SubscriptionUpsell />
        )}
        {(state.productType === 'PHYSICAL' || state.productType === 'SERVICE') && subscriptionsAllowed && (
          <div className="panel-row">
            <label className="check">
              <input
                type="checkbox"
                checked={state.isSubscribable}
                onChange={(e) => set('isSubscribable', e.target.checked)}
              />{' '}
              Sell as a subscription
            </label>
            {state.isSubscribable && (
              <>
                <label>
                  Bill every
                  <input
                    inputMode="numeric"
                    size={3}
                    value={state.periodValue}
                    onChange={(e) => set('periodValue', e.target.value)}
                    {...invalid('subscriptionPlan.billingPeriod.value')}
                  />
                </label>
                <label>
                  Period
                  <select value={state.periodUnit} onChange={(e) => set('periodUnit', e.target.value as BillingUnit)}>
                    <option value="WEEK">weeks</option>
                    <option value="MONTH">months</option>
                    <option value="YEAR">years</option>
                  </select>
                </label>
                <label>
                  Billing cycles <span className="hint">(0 until cancelled)</span>
                  <input
                    inputMode="numeric"
                    size={4}
                    value={state.cycles}
                    onChange={(e) => set('cycles', e.target.value)}
                    {...invalid('subscriptionPlan.numBillingCycles')}
                  />
                </label>
              </>
            )}
          </div>
        )}
        <FieldError errors={errors} path="subscriptionPlan.billingPeriod.value" />
        <FieldError errors={errors} path="subscriptionPlan.numBillingCycles" />
        <FieldError errors={errors} path="subscriptionPlan" />
        <div className="panel-row">
          <label className="check">
            <input type="checkbox" checked={state.useCustom} onChange={(e) => set('useCustom', e.target.checked)} />{' '}
            Custom button text
          </label>
          {state.useCustom && (
            <label>
              Button text
              <input
                value={state.customText}
                maxLength={40}
                onChange={(e) => set('customText', e.target.value)}
                {...invalid('customAddButtonText')}
              />
              <FieldError errors={errors} path="customAddButtonText" />
            </label>
          )}
          <label>
            Additional-fields form id <span className="hint">(optional)</span>
            <input
              value={state.formId}
              onChange={(e) => set('formId', e.target.value)}
              {...invalid('additionalFieldsFormId')}
            />
            <FieldError errors={errors} path="additionalFieldsFormId" />
          </label>
        </div>
        <div className="panel-row">
          <label className="check">
            <input
              type="checkbox"
              checked={state.scarcityEnabled}
              onChange={(e) => set('scarcityEnabled', e.target.checked)}
            />{' '}
            Show a scarcity notice
          </label>
          {state.scarcityEnabled && (
            <>
              <label className="grow">
                Notice <span className="hint">({'{qtyInStock}'} is the stock)</span>
                <input
                  value={state.scarcityText}
                  placeholder="Only {qtyInStock} left in stock"
                  onChange={(e) => set('scarcityText', e.target.value)}
                />
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={state.scarcityShownByDefault}
                  onChange={(e) => set('scarcityShownByDefault', e.target.checked)}
                />{' '}
                Before a variant is chosen
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={state.scarcityInLists}
                  onChange={(e) => set('scarcityInLists', e.target.checked)}
                />{' '}
                In lists too
              </label>
            </>
          )}
        </div>
      </fieldset>
      {problems > 0 && (
        <p className="form-error" role="alert">
          {errors.form ??
            errors.version ??
            errors.id ??
            `This product was not saved: ${problems === 1 ? 'one field needs' : `${problems} fields need`} your attention.`}
        </p>
      )}
      <div className="panel-row">
        <button className="button-primary" type="submit" disabled={busy !== ''}>
          {busy || 'Save product'}
        </button>
        <button className="button-secondary" type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
