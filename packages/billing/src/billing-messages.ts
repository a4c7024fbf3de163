import type { BillingStatusName, SiteStatus, WebsiteTypeName } from './billing-enums.ts';
import { siteBillingStatusOf, type SiteBillingStatus } from './billing-enums.ts';

/** Section 4: the message each site billing status shows its owner. */
export const BILLING_MESSAGES: Record<SiteBillingStatus, string> = {
  WEBSITE_EXPIRED: 'Your website has expired and is not visible to visitors. Subscribe to a plan to bring it back.',
  WEBSITE_TRIAL: 'Your website is on a free trial. Subscribe to a plan to keep it online when the trial ends.',
  WEBSITE_PASTDUE: 'We could not charge your payment method for your website. Update it to keep your website online.',
  WEBSITE_PAID: 'Your website subscription is active.',
  WEBSITE_RESOLD_GRACE_PERIOD:
    'Your website’s in-app subscription has ended. Subscribe here before the grace period ends to keep your website online.',
  COVER_PAGE_EXPIRED: 'Your cover page has expired and is not visible to visitors. Subscribe to bring it back.',
  COVER_PAGE_TRIAL: 'Your cover page is on a free trial. Subscribe to keep it online when the trial ends.',
  COVER_PAGE_PASTDUE: 'We could not charge your payment method for your cover page. Update it to keep it online.',
  COVER_PAGE_PAID: 'Your cover page subscription is active.',
  COVER_PAGE_RESOLD_GRACE_PERIOD:
    'Your cover page’s in-app subscription has ended. Subscribe here before the grace period ends to keep it online.',
  COMMERCE_EXPIRED: 'Your store has expired: visitors cannot see it or buy. Subscribe to a plan to reopen it.',
  COMMERCE_TRIAL: 'Your store is on a free trial. Subscribe to a commerce plan to keep selling when the trial ends.',
  COMMERCE_PASTDUE:
    'We could not charge your payment method for your store. Update it to keep your store open to shoppers.',
  COMMERCE_PAID: 'Your commerce subscription is active.',
  COMMERCE_RESOLD_GRACE_PERIOD:
    'Your store’s in-app subscription has ended. Subscribe here before the grace period ends to keep selling.',
};

/**
 * The owner's billing message (section 4): none for a trial whose billing status is subscribed (a
 * plan is already chosen), none for an internal site; otherwise the message of the site's status for
 * its website type.
 */
export function billingMessageOf(
  websiteType: WebsiteTypeName,
  status: SiteStatus,
  billingStatus: BillingStatusName,
): string | null {
  if (status === 'trial' && billingStatus === 'SUBSCRIBED') return null;
  const key = siteBillingStatusOf(websiteType, status);
  return key ? BILLING_MESSAGES[key] : null;
}

/** Section 4: active and subscribed means paid and subscribed. */
export function isActiveAndSubscribed(status: SiteStatus, billingStatus: BillingStatusName): boolean {
  return status === 'paid' && billingStatus === 'SUBSCRIBED';
}

/** Section 4: a commerce plan means internal status, or paid commerce, or resold-grace commerce. */
export function isCommercePlan(status: SiteStatus, websiteType: WebsiteTypeName): boolean {
  if (status === 'internal') return true;
  return websiteType === 'COMMERCE' && (status === 'paid' || status === 'resold grace period');
}
