import { print } from 'graphql';
import { callGatewayAsSite } from '@atelier/platform';
import { BillingOwnerContactDocument, type BillingOwnerContactQuery } from './generated/operations.ts';

/** The site and its owner, as billing's mails name them. */
export interface OwnerContact {
  siteTitle: string;
  siteSlug: string;
  ownerName: string;
  email: string;
}

export interface OwnerContactPort {
  /** Null when the site has no owner to mail (a site of the demo's without one, or one since removed). */
  contactOf(siteId: string): Promise<OwnerContact | null>;
}

const OWNER_CONTACT = print(BillingOwnerContactDocument);

export function gatewayOwnerContact(gatewayUrl: string, secret: string): OwnerContactPort {
  return {
    async contactOf(siteId) {
      const data = await callGatewayAsSite<BillingOwnerContactQuery>({
        gatewayUrl,
        secret,
        siteId,
        query: OWNER_CONTACT,
      });
      const owner = data.site?.owner;
      if (!data.site || !owner) return null;
      return { siteTitle: data.site.title, siteSlug: data.site.slug, ownerName: owner.name, email: owner.email };
    },
  };
}
