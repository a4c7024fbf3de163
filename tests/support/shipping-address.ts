/** The shipping address the tests' orders ship to (San Francisco: California's tax rules apply). */
export const SHIPPING_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Market St',
  city: 'San Francisco',
  region: 'CA',
  postalCode: '94105',
  country: 'US',
};

/** An address in Portland, Oregon, where the demo store charges no tax: orders whose totals are their goods and shipping. */
export const UNTAXED_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Market St',
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
};
