import os from 'node:os';
import { ISOLATED_CHECK_LIMITS } from './check-isolated.ts';

/** How a process shares its theme-check workers among owners. */
export interface CheckSlotLimits {
  /** Checks one owner may have running or waiting at once; past it, another is refused. */
  perOwner: number;
  /** Worker threads checking at once in this process; past it, a check waits its turn. */
  workers: number;
}

export type SlotAnswer<T> = { ok: true; value: T } | { ok: false; perOwner: number };

/**
 * The process's theme-check workers, shared so that no owner takes them all. An owner past their
 * share is refused at once rather than queued: a waiting check holds the owner's request open and
 * its zip in memory behind their own checks of up to the time bound each, while the dashboard asks
 * anew on every save, so the answer the owner wants is the next one, not the one a queue would give
 * long after; a refusal says so at once and keeps nothing. Checks within their owners' shares wait
 * for a free worker in the order they came: each owner holds at most `perOwner` of the places, so
 * a wait is a few other owners' checks, never one owner's flood.
 *
 * Per process, as the workers are: each process of `npm start` has its own threads to protect.
 */
export class ThemeCheckSlots {
  private readonly held = new Map<string, number>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;

  constructor(readonly limits: CheckSlotLimits) {}

  /** How many checks the owner has running or waiting. */
  heldBy(owner: string): number {
    return this.held.get(owner) ?? 0;
  }

  /** Runs the owner's check when a worker is free; refused at once when the owner's share is taken. */
  async run<T>(owner: string, check: () => Promise<T>): Promise<SlotAnswer<T>> {
    if (this.heldBy(owner) >= this.limits.perOwner) return { ok: false, perOwner: this.limits.perOwner };
    this.held.set(owner, this.heldBy(owner) + 1);
    try {
      if (this.running >= this.limits.workers) await new Promise<void>((start) => this.waiting.push(start));
      else this.running += 1;
      try {
        return { ok: true, value: await check() };
      } finally {
        // The worker passes straight to the next waiting check, so `running` never drops under a queue.
        const next = this.waiting.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      const left = this.heldBy(owner) - 1;
      if (left > 0) this.held.set(owner, left);
      else this.held.delete(owner);
    }
  }
}

const SETTINGS = {
  perOwner: { variable: 'ATELIER_THEME_CHECKS_PER_OWNER', min: 1, max: 16 },
  workers: { variable: 'ATELIER_THEME_CHECK_WORKERS', min: 1, max: 64 },
  seconds: { variable: 'ATELIER_THEME_CHECK_SECONDS', min: 1, max: 300 },
} as const;

export interface ThemeCheckSettings extends CheckSlotLimits {
  /** How long one check may run before its worker is stopped. */
  timeoutMs: number;
}

/**
 * The theme checks' settings from the environment: 2 per owner, one worker per core (at least 2,
 * so one long check never stalls every other owner's), the isolated check's 20 seconds each. A value that is not a whole
 * number in its range stops the start with one plain line.
 */
export function themeCheckSettings(
  env: Record<string, string | undefined> = process.env,
  cores = os.availableParallelism(),
): ThemeCheckSettings {
  const read = (name: keyof typeof SETTINGS, fallback: number) => {
    const { variable, min, max } = SETTINGS[name];
    const text = env[variable]?.trim();
    if (!text) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
      throw new Error(`${variable}: "${env[variable]}" is not a whole number from ${min} to ${max}`);
    return Number(text);
  };
  return {
    perOwner: read('perOwner', 2),
    workers: read('workers', Math.min(Math.max(2, cores), SETTINGS.workers.max)),
    timeoutMs: read('seconds', ISOLATED_CHECK_LIMITS.timeoutMs / 1000) * 1000,
  };
}
