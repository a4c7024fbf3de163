import { mergeResolvers } from '@atelier/platform';
import { ownerAudioResolvers } from './owner-audio.ts';
import { ownerContentResolvers } from './owner-content.ts';
import { ownerEventsGalleriesResolvers } from './owner-events-galleries.ts';
import { ownerFolderResolvers } from './owner-folders.ts';
import { ownerProductResolvers } from './owner-products.ts';
import { ownerSiteResolvers } from './owner-site.ts';
import { ownerSitesResolvers } from './owner-sites.ts';
import { ownerThemeEditorResolvers } from './owner-theme-editor.ts';
import { partnerResolvers } from './partner.ts';
import { visitorContentResolvers } from './visitor-content.ts';
import { visitorEventsGalleriesResolvers } from './visitor-events-galleries.ts';
import { visitorShopResolvers } from './visitor-shop.ts';
import { visitorSiteResolvers } from './visitor-site.ts';

export const resolvers = mergeResolvers(
  visitorSiteResolvers,
  visitorShopResolvers,
  visitorContentResolvers,
  visitorEventsGalleriesResolvers,
  ownerSiteResolvers,
  ownerSitesResolvers,
  ownerThemeEditorResolvers,
  ownerContentResolvers,
  ownerEventsGalleriesResolvers,
  ownerFolderResolvers,
  ownerProductResolvers,
  ownerAudioResolvers,
  partnerResolvers,
);
