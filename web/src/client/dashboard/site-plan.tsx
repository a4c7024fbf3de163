import { SUBSCRIPTION_STATUS_LABELS } from '@atelier/billing';
import type { OwnerSiteRowFragment } from '../../graphql/generated/dashboard.ts';

/** A site's plan and where its billing stands, as the site list shows it: "Business · Trial, ends 10 Dec 2026". */
export function SitePlan({ billing }: { billing: OwnerSiteRowFragment['billing'] }) {
  if (!billing) return <>—</>;
  const trialEnds = billing.subscriptions[0]?.trialEndsAt;
  return (
    <span className="site-billing">
      <span className="site-plan-name">{billing.plan.planDisplayName}</span>
      <span className={`type-tag billing-status billing-status-${billing.status.toLowerCase()}`}>
        {SUBSCRIPTION_STATUS_LABELS[billing.status]}
      </span>
      {trialEnds ? (
        <span className="hint">
          ends{' '}
          <time dateTime={new Date(trialEnds).toISOString()}>
            {new Date(trialEnds).toLocaleDateString(undefined, { dateStyle: 'medium' })}
          </time>
        </span>
      ) : null}
    </span>
  );
}
