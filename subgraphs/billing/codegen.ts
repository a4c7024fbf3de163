import { subgraphCodegen } from '../../schema/subgraph-codegen.ts';

/** The billing subgraph's SDL and what graphql-codegen makes of it (with its port's typed documents); the root codegen.ts collects it through subgraphs.config.ts. */
export const codegen = subgraphCodegen('billing', {
  mappers: {
    Website: '../entities/website-reference.ts#WebsiteReference as WebsiteReferenceModel',
    BillingPlan: '@atelier/billing#Plan as PlanModel',
    BillingSubscription: '../entities/billing-subscription.ts#BillingSubscription as BillingSubscriptionModel',
    BillingInvoice: '../resolvers/billing-models.ts#InvoiceModel',
    SiteBilling: '../resolvers/billing-models.ts#SiteBillingModel',
    PlanChangePreview: '../resolvers/billing-models.ts#PlanChangePreviewModel',
  },
  ports: true,
});
