import type { ComponentType } from 'react';

/**
 * The dashboard's panels, in menu order: each has an address of its own under /admin, which the
 * site server serves (so a reload or a link opens it) and the menu moves between without reloading.
 * Adding a panel is one entry here. The site server reads this list for the addresses and titles; it
 * never calls `load`, which brings the panel's code (a chunk of the dashboard's bundle) when opened.
 */
export interface DashboardPanel {
  /** Its address below /admin; '' is /admin itself. */
  readonly path: string;
  /** The menu's words for it. */
  readonly label: string;
  /** The page's title, before " — Atelier". */
  readonly title: string;
  /** The menu's group (null: above the groups). */
  readonly group: 'Store' | 'Site' | null;
  /** One line on the overview about what it holds. */
  readonly summary: string;
  load(): Promise<ComponentType>;
}

export const DASHBOARD_PANELS: readonly DashboardPanel[] = [
  {
    path: '',
    label: 'Overview',
    title: 'Dashboard',
    group: null,
    summary: 'Every part of your site and store.',
    load: () => import('./overview-panel.tsx').then((m) => m.OverviewPanel),
  },
  {
    path: 'sites',
    label: 'Your sites',
    title: 'Your sites',
    group: null,
    summary: 'Every site of yours, and a new one.',
    load: () => import('./sites-panel.tsx').then((m) => m.SitesPanel),
  },
  {
    path: 'products',
    label: 'Products',
    title: 'Products',
    group: 'Store',
    summary: 'Your shops’ products, prices and stock; CSV in and out.',
    load: () => import('./products-panel.tsx').then((m) => m.ProductsPanel),
  },
  {
    path: 'orders',
    label: 'Orders',
    title: 'Orders',
    group: 'Store',
    summary: 'Orders to fulfil or refund, found by number or e-mail.',
    load: () => import('./orders-panel.tsx').then((m) => m.OrdersPanel),
  },
  {
    path: 'donations',
    label: 'Donations',
    title: 'Donations',
    group: 'Store',
    summary: 'What donors gave on your donate page.',
    load: () => import('./donations-panel.tsx').then((m) => m.DonationsPanel),
  },
  {
    path: 'email-preview',
    label: 'E-mail preview',
    title: 'E-mail preview',
    group: 'Store',
    summary: 'Each order and gift card mail as your shoppers receive it.',
    load: () => import('./mail-preview-panel.tsx').then((m) => m.MailPreviewPanel),
  },
  {
    path: 'subscriptions',
    label: 'Subscriptions',
    title: 'Subscriptions',
    group: 'Store',
    summary: 'What shoppers subscribed to, and where each stands.',
    load: () => import('./subscriptions-panel.tsx').then((m) => m.SubscriptionsPanel),
  },
  {
    path: 'gift-cards',
    label: 'Gift cards',
    title: 'Gift cards',
    group: 'Store',
    summary: 'The gift cards sold and what is left on them.',
    load: () => import('./gift-cards-panel.tsx').then((m) => m.GiftCardsPanel),
  },
  {
    path: 'checkout',
    label: 'Checkout',
    title: 'Checkout',
    group: 'Store',
    summary: 'Coupons, shipping rates and tax rules.',
    load: () => import('./checkout-rules-panel.tsx').then((m) => m.CheckoutRulesPanel),
  },
  {
    path: 'merchandising',
    label: 'Merchandising',
    title: 'Merchandising',
    group: 'Store',
    summary: 'Sold-out text and restock sign-ups on product pages.',
    load: () => import('./merchandising-panel.tsx').then((m) => m.MerchandisingPanel),
  },
  {
    path: 'restock',
    label: 'Restock',
    title: 'Restock notices',
    group: 'Store',
    summary: 'Who waits for a sold-out variant; their notices.',
    load: () => import('./restock-panel.tsx').then((m) => m.RestockPanel),
  },
  {
    path: 'analytics',
    label: 'Analytics',
    title: 'Analytics',
    group: 'Site',
    summary: 'Visits, pages, referrers, sales and conversion, against the period before.',
    load: () => import('./analytics-panel.tsx').then((m) => m.AnalyticsPanel),
  },
  {
    path: 'content',
    label: 'Pages and posts',
    title: 'Pages and posts',
    group: 'Site',
    summary: 'Write blog posts and pages.',
    load: () => import('./content-panel.tsx').then((m) => m.ContentPanel),
  },
  {
    path: 'comments',
    label: 'Comments',
    title: 'Comments',
    group: 'Site',
    summary: 'Visitors’ comments on posts to approve, and likes.',
    load: () => import('./comments-panel.tsx').then((m) => m.CommentsPanel),
  },
  {
    path: 'events',
    label: 'Events and galleries',
    title: 'Events and galleries',
    group: 'Site',
    summary: 'Events with their dates and places, image galleries, and share buttons.',
    load: () => import('./events-galleries-panel.tsx').then((m) => m.EventsGalleriesPanel),
  },
  {
    path: 'forms',
    label: 'Forms',
    title: 'Forms',
    group: 'Site',
    summary: 'Forms, their submissions and the mail they sent.',
    load: () => import('./forms-panel.tsx').then((m) => m.FormsPanel),
  },
  {
    path: 'theme',
    label: 'Theme',
    title: 'Theme',
    group: 'Site',
    summary: 'The theme that draws your site; import your own.',
    load: () => import('./theme-panel.tsx').then((m) => m.ThemePanel),
  },
  {
    path: 'templates',
    label: 'Template editor',
    title: 'Template editor',
    group: 'Site',
    summary: 'Edit your theme’s templates and styles, preview them, save versions and roll back.',
    load: () => import('./theme-editor-panel.tsx').then((m) => m.ThemeEditorPanel),
  },
  {
    path: 'domains',
    label: 'Addresses',
    title: 'Addresses',
    group: 'Site',
    summary: 'The addresses your site answers on.',
    load: () => import('./domains-panel.tsx').then((m) => m.DomainsPanel),
  },
  {
    path: 'settings',
    label: 'Site settings',
    title: 'Site settings',
    group: 'Site',
    summary: 'Your home page, the site’s icon, and how shops and blogs show in search results.',
    load: () => import('./site-settings-panel.tsx').then((m) => m.SiteSettingsPanel),
  },
  {
    path: 'client-errors',
    label: 'Client errors',
    title: 'Client errors',
    group: 'Site',
    summary: 'Script errors your visitors’ browsers met, grouped, with an example.',
    load: () => import('./client-errors-panel.tsx').then((m) => m.ClientErrorsPanel),
  },
  {
    path: 'webhooks',
    label: 'Webhooks',
    title: 'Webhooks',
    group: 'Site',
    summary: 'Your server told of orders, products, stock, forms and more, signed; each delivery’s answer.',
    load: () => import('./webhooks-panel.tsx').then((m) => m.WebhooksPanel),
  },
  {
    path: 'api-keys',
    label: 'API keys',
    title: 'API keys',
    group: 'Site',
    summary: 'Keys for partners’ servers, each with its scopes; revoke one at once.',
    load: () => import('./api-keys-panel.tsx').then((m) => m.ApiKeysPanel),
  },
  {
    path: 'api-explorer',
    label: 'API explorer',
    title: 'API explorer',
    group: 'Site',
    summary: 'Try a query with a key, as a partner would; every type and field described.',
    load: () => import('./api-explorer-panel.tsx').then((m) => m.ApiExplorerPanel),
  },
  {
    path: 'billing',
    label: 'Billing',
    title: 'Billing',
    group: 'Site',
    summary: 'Your plan, its next charge and card, invoices, and changing plan.',
    load: () => import('./billing-panel.tsx').then((m) => m.BillingPanel),
  },
  {
    // The owner's, not the site's: shown under Overview (group null), and also where no site of theirs is.
    path: 'account',
    label: 'Your account',
    title: 'Your account',
    group: null,
    summary: 'Your sign-in email, password and sessions.',
    load: () => import('./account-panel.tsx').then((m) => m.AccountPanel),
  },
];

export const panelHref = (panel: DashboardPanel) => (panel.path ? `/admin/${panel.path}` : '/admin');

/** The panel at a path (/admin, /admin/orders, /admin/orders/), whatever its case; undefined for none. */
export function panelAt(pathname: string): DashboardPanel | undefined {
  const match = /^\/admin(?:\/([^/]*))?\/?$/i.exec(pathname);
  if (!match) return undefined;
  const path = (match[1] ?? '').toLowerCase();
  return DASHBOARD_PANELS.find((panel) => panel.path === path);
}

export const panelTitle = (panel: DashboardPanel) => `${panel.title} — Atelier`;

/** The list of the owner's sites: also what /admin shows on a host that is not one of theirs. */
export const SITES_PANEL = DASHBOARD_PANELS.find((panel) => panel.path === 'sites')!;
export const TEMPLATES_PANEL = DASHBOARD_PANELS.find((panel) => panel.path === 'templates')!;
export const API_EXPLORER_PANEL = DASHBOARD_PANELS.find((panel) => panel.path === 'api-explorer')!;
