import type { Plan } from '@atelier/billing';
import { problemsOnPlan } from '../domain/plan-fit.ts';
import type { SiteUsagePort } from '../ports/site-usage-port.ts';

export type { SiteUsagePort };

/** What the site uses beyond the plan, read from the catalog now. */
export async function overPlanProblems(usage: SiteUsagePort, siteId: string, plan: Plan): Promise<string[]> {
  return problemsOnPlan(await usage.usageOf(siteId), plan);
}
