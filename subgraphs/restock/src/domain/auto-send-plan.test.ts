import { describe, expect, it } from 'vitest';
import { autoSendPlan } from './auto-send-plan.ts';

describe('autoSendPlan', () => {
  it('notifies as many waiting visitors as units returned', () => {
    expect(autoSendPlan({ stock: 10, coveredUnits: 0, waiting: 1000 })).toEqual({ send: 10, coveredUnits: 10 });
  });
  it('sends nothing more for units already covered', () => {
    expect(autoSendPlan({ stock: 10, coveredUnits: 10, waiting: 990 })).toEqual({ send: 0, coveredUnits: 10 });
  });
  it('sends for the units added since', () => {
    expect(autoSendPlan({ stock: 15, coveredUnits: 10, waiting: 990 })).toEqual({ send: 5, coveredUnits: 15 });
  });
  it('never sends more than the visitors waiting', () => {
    expect(autoSendPlan({ stock: 50, coveredUnits: 0, waiting: 3 })).toEqual({ send: 3, coveredUnits: 3 });
  });
  it('starts afresh when the variant is sold out again', () => {
    expect(autoSendPlan({ stock: 0, coveredUnits: 10, waiting: 4 })).toEqual({ send: 0, coveredUnits: 0 });
  });
  it('notifies everyone waiting for a variant that became unlimited', () => {
    expect(autoSendPlan({ stock: 'unlimited', coveredUnits: 0, waiting: 7 })).toEqual({ send: 7, coveredUnits: 0 });
  });
  it('sends nothing when stock fell below what was covered, and covers only what is left', () => {
    expect(autoSendPlan({ stock: 4, coveredUnits: 10, waiting: 2 })).toEqual({ send: 0, coveredUnits: 4 });
  });
  it('treats units above the stock seen after sales as a new restock', () => {
    const afterSales = autoSendPlan({ stock: 4, coveredUnits: 10, waiting: 20 });
    expect(autoSendPlan({ stock: 14, coveredUnits: afterSales.coveredUnits, waiting: 20 })).toEqual({
      send: 10,
      coveredUnits: 14,
    });
  });
});
