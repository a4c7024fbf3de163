import { print } from 'graphql';
import { entitlementFromApi, type Entitlement } from '@atelier/billing';
import { callGatewayAsSite } from '@atelier/platform';
import { PartnersPlanEntitlementDocument, type PartnersPlanEntitlementQuery } from './generated/operations.ts';

/** What a site's plan allows: billing decides, keys are made and honoured only while it includes API access. */
export interface PlanPort {
  entitlementOf(siteId: string): Promise<Entitlement>;
}

const PLAN_ENTITLEMENT = print(PartnersPlanEntitlementDocument);

export function gatewayPlanPort(gatewayUrl: string, secret: string): PlanPort {
  return {
    async entitlementOf(siteId) {
      const data = await callGatewayAsSite<PartnersPlanEntitlementQuery>({
        gatewayUrl,
        secret,
        siteId,
        query: PLAN_ENTITLEMENT,
      });
      if (!data.site) throw new Error(`no site ${siteId} to read the plan of`);
      return entitlementFromApi(data.site.planEntitlement);
    },
  };
}
