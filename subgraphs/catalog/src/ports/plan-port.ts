import { print } from 'graphql';
import { planPortAsking, type PlanPort } from '@atelier/billing';
import { callGatewayAsSite } from '@atelier/platform';
import { CatalogPlanEntitlementDocument, type CatalogPlanEntitlementQuery } from './generated/operations.ts';

export type { PlanPort };

const PLAN_ENTITLEMENT = print(CatalogPlanEntitlementDocument);

/** The catalog's gates ask billing what a site's plan allows. */
export const gatewayPlanPort = (gatewayUrl: string, secret: string): PlanPort =>
  planPortAsking((siteId) =>
    callGatewayAsSite<CatalogPlanEntitlementQuery>({ gatewayUrl, secret, siteId, query: PLAN_ENTITLEMENT }),
  );
