/** What the automatic send knows of one variant with visitors waiting. */
export interface WatchState {
  /** Units on hand now; 'unlimited' for a variant that never runs out. */
  stock: number | 'unlimited';
  /** Units already covered by notices since the variant was last seen sold out. */
  coveredUnits: number;
  /** Visitors waiting for it. */
  waiting: number;
}

export interface AutoSendPlan {
  /** How many of the oldest waiting visitors to notify now. */
  send: number;
  /** The units covered once they are notified. */
  coveredUnits: number;
}

/**
 * How many notices stock that returned pays for: never more than the units not yet covered by
 * earlier notices, so that 10 units returning tell the 10 oldest visitors and no one else. A
 * variant seen sold out again starts afresh (its next restock is a new one), and units seen sold
 * since are no longer covered: what comes back above the stock seen is new.
 */
export function autoSendPlan({ stock, coveredUnits, waiting }: WatchState): AutoSendPlan {
  if (stock === 'unlimited') return { send: waiting, coveredUnits };
  if (stock <= 0) return { send: 0, coveredUnits: 0 };
  const covered = Math.min(coveredUnits, stock);
  const send = Math.max(0, Math.min(waiting, stock - covered));
  return { send, coveredUnits: covered + send };
}
