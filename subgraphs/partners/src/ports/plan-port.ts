import { print } from 'graphql';
import { planPortAsking, type PlanPort } from '@atelier/billing';
import { callGatewayAsSite } from '@atelier/platform';
import { PartnersPlanEntitlementDocument, type PartnersPlanEntitlementQuery } from './generated/operations.ts';

export type { PlanPort };

const PLAN_ENTITLEMENT = print(PartnersPlanEntitlementDocument);

/** Keys are made and honoured only while the site's plan includes API access: billing says. */
export const gatewayPlanPort = (gatewayUrl: string, secret: string): PlanPort =>
  planPortAsking((siteId) =>
    callGatewayAsSite<PartnersPlanEntitlementQuery>({ gatewayUrl, secret, siteId, query: PLAN_ENTITLEMENT }),
  );
