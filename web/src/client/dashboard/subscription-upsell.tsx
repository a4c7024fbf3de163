import { useQuery } from '@apollo/client/react';
import { cheapestPlanWith, PLANS } from '@atelier/billing';
import { ProductFormBillingDocument } from '../../graphql/generated/dashboard.ts';
import { isPlainClick, usePanelNavigation } from './use-panel-location.ts';

const UPSELL_PLAN = cheapestPlanWith('PRODUCT_SUBSCRIPTIONS', PLANS);

/**
 * Whether the site's plan lets products be sold as subscriptions (SPEC section 6): undefined until
 * known. Read afresh each time the form opens, so that a plan just changed shows at once.
 */
export function useProductSubscriptionsAllowed(): boolean | undefined {
  const { data, error } = useQuery(ProductFormBillingDocument, { fetchPolicy: 'cache-and-network' });
  const features = data?.site?.billing?.features;
  // Unknown (not the owner's answer, or not reached): the control shows, and the server decides on save.
  if (error || (data && !features)) return true;
  return features ? features.includes('PRODUCT_SUBSCRIPTIONS') : undefined;
}

/** In place of "Sell as a subscription" on a plan without product subscriptions: the plan that has them, and the way to it. */
export function SubscriptionUpsell() {
  const navigate = usePanelNavigation();
  if (!UPSELL_PLAN) return null;
  const href = `/admin/billing?plan=${encodeURIComponent(UPSELL_PLAN.id)}`;
  return (
    <p className="subscription-upsell" data-testid="subscription-upsell">
      <span>Product subscriptions come with {UPSELL_PLAN.planDisplayName}.</span>{' '}
      <a
        href={href}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          navigate(href);
        }}
      >
        Upgrade to {UPSELL_PLAN.planDisplayName}
      </a>
    </p>
  );
}
