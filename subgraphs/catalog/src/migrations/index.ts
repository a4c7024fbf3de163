import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_catalog_initial } from './Migration20261121000000_catalog_initial.ts';
import { Migration20261121120200_catalog_price_bound } from './Migration20261121120200_catalog_price_bound.ts';
import { Migration20261121130000_catalog_website_locale } from './Migration20261121130000_catalog_website_locale.ts';
import { Migration20261121140000_catalog_sites_and_content } from './Migration20261121140000_catalog_sites_and_content.ts';
import { Migration20261121150000_catalog_merchandising } from './Migration20261121150000_catalog_merchandising.ts';
import { Migration20261122000000_catalog_owner_products } from './Migration20261122000000_catalog_owner_products.ts';
import { Migration20261122010000_catalog_search } from './Migration20261122010000_catalog_search.ts';
import { Migration20261122020000_catalog_product_categories } from './Migration20261122020000_catalog_product_categories.ts';
import { Migration20261126000000_catalog_variant_weight } from './Migration20261126000000_catalog_variant_weight.ts';
import { Migration20261127000000_catalog_site_search_index } from './Migration20261127000000_catalog_site_search_index.ts';
import { Migration20261127010000_catalog_product_count } from './Migration20261127010000_catalog_product_count.ts';
import { Migration20261128030000_catalog_seo_and_home } from './Migration20261128030000_catalog_seo_and_home.ts';
import { Migration20261205000000_catalog_website_owner } from './Migration20261205000000_catalog_website_owner.ts';
import { Migration20261206000000_catalog_theme_versions } from './Migration20261206000000_catalog_theme_versions.ts';
import { Migration20261207000000_catalog_audio_file } from './Migration20261207000000_catalog_audio_file.ts';
import { Migration20261208000000_catalog_events_and_galleries } from './Migration20261208000000_catalog_events_and_galleries.ts';
import { Migration20261210000000_catalog_csp_origins } from './Migration20261210000000_catalog_csp_origins.ts';
import { Migration20261211120000_catalog_featured_posts } from './Migration20261211120000_catalog_featured_posts.ts';
import { Migration20261212090000_catalog_featured_products_events } from './Migration20261212090000_catalog_featured_products_events.ts';
import { Migration20261212100000_catalog_gallery_image_descriptions } from './Migration20261212100000_catalog_gallery_image_descriptions.ts';
import { Migration20261213100000_catalog_folders } from './Migration20261213100000_catalog_folders.ts';

/** Every migration of the catalog schema, oldest first. Never edit one that has landed: add another. */
export const catalogMigrations: MigrationObject[] = [
  { name: 'Migration20261121000000_catalog_initial', class: Migration20261121000000_catalog_initial },
  { name: 'Migration20261121120200_catalog_price_bound', class: Migration20261121120200_catalog_price_bound },
  { name: 'Migration20261121130000_catalog_website_locale', class: Migration20261121130000_catalog_website_locale },
  { name: 'Migration20261121140000_catalog_sites_and_content', class: Migration20261121140000_catalog_sites_and_content },
  { name: 'Migration20261121150000_catalog_merchandising', class: Migration20261121150000_catalog_merchandising },
  { name: 'Migration20261122000000_catalog_owner_products', class: Migration20261122000000_catalog_owner_products },
  { name: 'Migration20261122010000_catalog_search', class: Migration20261122010000_catalog_search },
  { name: 'Migration20261122020000_catalog_product_categories', class: Migration20261122020000_catalog_product_categories },
  { name: 'Migration20261126000000_catalog_variant_weight', class: Migration20261126000000_catalog_variant_weight },
  { name: 'Migration20261127000000_catalog_site_search_index', class: Migration20261127000000_catalog_site_search_index },
  { name: 'Migration20261127010000_catalog_product_count', class: Migration20261127010000_catalog_product_count },
  { name: 'Migration20261128030000_catalog_seo_and_home', class: Migration20261128030000_catalog_seo_and_home },
  { name: 'Migration20261205000000_catalog_website_owner', class: Migration20261205000000_catalog_website_owner },
  { name: 'Migration20261206000000_catalog_theme_versions', class: Migration20261206000000_catalog_theme_versions },
  { name: 'Migration20261207000000_catalog_audio_file', class: Migration20261207000000_catalog_audio_file },
  {
    name: 'Migration20261208000000_catalog_events_and_galleries',
    class: Migration20261208000000_catalog_events_and_galleries,
  },
  { name: 'Migration20261210000000_catalog_csp_origins', class: Migration20261210000000_catalog_csp_origins },
  { name: 'Migration20261211120000_catalog_featured_posts', class: Migration20261211120000_catalog_featured_posts },
  {
    name: 'Migration20261212090000_catalog_featured_products_events',
    class: Migration20261212090000_catalog_featured_products_events,
  },
  {
    name: 'Migration20261212100000_catalog_gallery_image_descriptions',
    class: Migration20261212100000_catalog_gallery_image_descriptions,
  },
  { name: 'Migration20261213100000_catalog_folders', class: Migration20261213100000_catalog_folders },
];
