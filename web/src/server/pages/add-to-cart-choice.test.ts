import { describe, expect, it } from 'vitest';
import { checkChoice, NEEDS_SCRIPTS, postedChoice, refusalOf, type FormProduct } from './add-to-cart-choice.ts';

const variant = (sku: string, Size: string, Color: string, qtyInStock: number) => ({
  id: `var_${sku}`,
  sku,
  qtyInStock,
  unlimited: false,
  attributes: [
    { name: 'Size', value: Size },
    { name: 'Color', value: Color },
  ],
});
const shirt: FormProduct = {
  id: 'prod_shirt',
  productTypeCode: 1,
  isSubscribable: false,
  additionalFieldsFormId: null,
  variantOptionOrdering: ['Size', 'Color'],
  variants: [variant('S-SAND', 'S', 'Sand', 5), variant('M-INK', 'M', 'Ink', 1), variant('L-SAND', 'L', 'Sand', 0)],
};
const body = (fields: Record<string, string | string[]>) => fields;

describe('a product form’s post', () => {
  it('reads each option from its select or its radio buttons (a hidden select posts "") and the quantity as typed', () => {
    expect(
      postedChoice(
        shirt,
        body({ 'variant-option-Size': ['', 'M'], 'variant-option-Color': 'Ink', quantity: ' 2 ', crumb: 'x' }),
      ),
    ).toEqual({ choices: { Size: 'M', Color: 'Ink' }, quantity: ' 2 ' });
    expect(postedChoice(shirt, body({ 'variant-option-Size': '' }))).toEqual({ choices: {} });
  });

  it('reads no options of a single variant, whose block draws no selects', () => {
    const mug = { ...shirt, variants: [variant('ONE', 'S', 'Sand', 3)] };
    expect(postedChoice(mug, body({ 'variant-option-Size': 'M' }))).toEqual({ choices: {} });
    expect(checkChoice(mug, { choices: {} })).toEqual({ ok: true, sku: 'ONE', quantity: 1 });
  });
});

describe('checking a posted choice as the add button’s island does', () => {
  it('names the options still to choose (SPEC section 5), 400', () => {
    expect(checkChoice(shirt, { choices: {} })).toEqual({
      ok: false,
      status: 400,
      message: 'Please select the Size and Color options.',
    });
    expect(checkChoice(shirt, { choices: { Size: 'M' } })).toEqual({
      ok: false,
      status: 400,
      message: 'Please select the Color option.',
    });
  });

  it('refuses a combination no variant has (400) and a sold-out one (409)', () => {
    expect(checkChoice(shirt, { choices: { Size: 'S', Color: 'Ink' } })).toEqual({
      ok: false,
      status: 400,
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
    expect(checkChoice(shirt, { choices: { Size: 'L', Color: 'Sand' } })).toEqual({
      ok: false,
      status: 409,
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });

  it('takes the quantity by the quantity rules: absent is one, empty or text is refused', () => {
    expect(checkChoice(shirt, { choices: { Size: 'S', Color: 'Sand' } })).toEqual({
      ok: true,
      sku: 'S-SAND',
      quantity: 1,
    });
    expect(checkChoice(shirt, { choices: { Size: 'S', Color: 'Sand' }, quantity: '2' })).toEqual({
      ok: true,
      sku: 'S-SAND',
      quantity: 2,
    });
    expect(checkChoice(shirt, { choices: { Size: 'S', Color: 'Sand' }, quantity: '' })).toEqual({
      ok: false,
      status: 400,
      message: 'Quantity must be a number.',
    });
    expect(checkChoice(shirt, { choices: { Size: 'S', Color: 'Sand' }, quantity: '1.5' })).toEqual({
      ok: false,
      status: 400,
      message: 'Quantity must be a whole number.',
    });
  });

  it('leaves more than the stock to the cart, which knows it when the add runs', () => {
    expect(checkChoice(shirt, { choices: { Size: 'M', Color: 'Ink' }, quantity: '4' })).toEqual({
      ok: true,
      sku: 'M-INK',
      quantity: 4,
    });
  });

  it('says clearly that subscriptions, gift cards and products with a form need scripts', () => {
    const chosen = { choices: { Size: 'S', Color: 'Sand' } };
    expect(checkChoice({ ...shirt, isSubscribable: true }, chosen)).toEqual({
      ok: false,
      status: 400,
      message: NEEDS_SCRIPTS.subscription,
    });
    expect(checkChoice({ ...shirt, productTypeCode: 4 }, chosen)).toEqual({
      ok: false,
      status: 400,
      message: NEEDS_SCRIPTS.giftCard,
    });
    expect(checkChoice({ ...shirt, additionalFieldsFormId: 'form_label' }, chosen)).toEqual({
      ok: false,
      status: 400,
      message: NEEDS_SCRIPTS.form,
    });
  });

  it('keeps what was sent with the refusal, under the alert title of SPEC section 8', () => {
    expect(refusalOf(shirt, { choices: { Size: 'M' }, quantity: '2' }, 'Please select the Color option.')).toEqual({
      itemId: 'prod_shirt',
      title: 'Unable to Add Item',
      message: 'Please select the Color option.',
      choices: { Size: 'M' },
      quantity: '2',
    });
    expect(refusalOf({ ...shirt, productTypeCode: 4 }, { choices: {} }, NEEDS_SCRIPTS.giftCard).title).toBe(
      'Unable to purchase Gift Card',
    );
  });
});
