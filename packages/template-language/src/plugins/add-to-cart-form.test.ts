// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '../test-render.ts';

const variant = (sku: string, Size: string, Color: string, qtyInStock = 3) => ({
  sku,
  qtyInStock,
  unlimited: false,
  attributes: { Size, Color },
});
const shirt = (variants = [variant('S-SAND', 'S', 'Sand & "Stone"'), variant('M-INK', 'M', 'Ink')]) => ({
  id: 'p1',
  fullUrl: '/shop/p/shirt',
  structuredContent: { productType: 1, variantOptionOrdering: ['Size', 'Color'], variants },
});
const BLOCK = '{.section item}{@|variants-select}{@|quantity-input}{@|add-to-cart-btn}{.end}';
const page = (json: Record<string, unknown>) => {
  const { output, errors } = render(BLOCK, json);
  expect(errors).toEqual([]);
  return new DOMParser().parseFromString(output, 'text/html');
};

describe('a product block on a page that takes adds without scripts', () => {
  it('draws the add button as a form’s submit button that posts the crumb to the item’s page', () => {
    const doc = page({ item: shirt(), addToCartForm: { crumb: 'crumb-1' } });
    const form = doc.querySelector('form.add-to-cart-form')!;
    expect([form.id, form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'add-to-cart-form-p1',
      'post',
      '/shop/p/shirt',
    ]);
    expect(form.querySelector<HTMLInputElement>('input[name=crumb]')!.value).toBe('crumb-1');
    const button = form.querySelector<HTMLButtonElement>('button.sqs-add-to-cart-button')!;
    expect([
      button.type,
      button.disabled,
      button.textContent,
      button.dataset.itemId,
      button.dataset.originalLabel,
    ]).toEqual(['submit', false, 'Add To Cart', 'p1', 'Add To Cart']);
    expect(doc.querySelector('[role=alert]')).toBeNull();
  });

  it('makes the variant selects, radio buttons and quantity fields of that form', () => {
    const doc = page({ item: shirt(), addToCartForm: { crumb: 'crumb-1' } });
    const form = doc.querySelector<HTMLFormElement>('form.add-to-cart-form')!;
    const names = Array.from(form.elements).map((e) => (e as HTMLInputElement).name);
    expect(names).toEqual([
      'variant-option-Size',
      'variant-option-Size',
      'variant-option-Size',
      'variant-option-Color',
      'variant-option-Color',
      'variant-option-Color',
      'quantity',
      'crumb',
      '',
    ]);
    expect(new FormData(form).get('quantity')).toBe('1');
  });

  it('says why this item’s add was refused, keeping the choices and quantity sent', () => {
    const refusal = {
      itemId: 'p1',
      title: 'Unable to Add Item',
      message: 'Sorry, we do not have enough of that <item>.',
      choices: { Size: 'S', Color: 'Sand & "Stone"' },
      quantity: '4',
    };
    const doc = page({ item: shirt(), addToCartForm: { crumb: 'crumb-1', refusal } });
    const alert = doc.querySelector('.sqs-add-to-cart-button-wrapper .add-to-cart-error[role=alert]')!;
    expect([alert.querySelector('strong')!.textContent, alert.querySelector('span')!.textContent]).toEqual([
      'Unable to Add Item',
      'Sorry, we do not have enough of that <item>.',
    ]);
    const sent = new FormData(doc.querySelector<HTMLFormElement>('form.add-to-cart-form')!);
    expect([sent.getAll('variant-option-Size'), sent.getAll('variant-option-Color'), sent.get('quantity')]).toEqual([
      ['S', 'S'],
      ['Sand & "Stone"', 'Sand & "Stone"'],
      '4',
    ]);
  });

  it('leaves another item’s refusal to that item', () => {
    const refusal = {
      itemId: 'p2',
      title: 'Unable to Add Item',
      message: 'Please select the Size option.',
      choices: { Size: 'M' },
      quantity: '3',
    };
    const doc = page({ item: shirt(), addToCartForm: { crumb: 'crumb-1', refusal } });
    expect(doc.querySelector('[role=alert]')).toBeNull();
    const sent = new FormData(doc.querySelector<HTMLFormElement>('form.add-to-cart-form')!);
    expect([sent.get('variant-option-Size'), sent.get('quantity')]).toEqual(['', '1']);
  });

  it('disables a sold-out product’s button, which says so', () => {
    const doc = page({
      item: shirt([variant('S-SAND', 'S', 'Sand', 0), variant('M-INK', 'M', 'Ink', 0)]),
      addToCartForm: { crumb: 'crumb-1' },
    });
    const button = doc.querySelector<HTMLButtonElement>('form.add-to-cart-form button')!;
    expect([button.disabled, button.getAttribute('aria-disabled'), button.textContent]).toEqual([
      true,
      'true',
      'Sold Out',
    ]);
  });
});

describe('a product block on any other page', () => {
  it('is drawn as the engine draws it, with no form and no field names', () => {
    const { output } = render(BLOCK, { item: shirt() });
    expect(output).not.toContain('<form');
    expect(output).not.toContain('form=');
    expect(output).not.toContain('name="quantity"');
    expect(output).toContain(
      '<div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0"',
    );
  });
});
