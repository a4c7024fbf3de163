/**
 * The share buttons an owner may turn on (the website's shareButtonOptions) and the address each
 * opens: the service's own share page with the item's address and title, so a visitor shares
 * without a script of the service's on the page.
 */
export const SHARE_SERVICES = ['facebook', 'x', 'linkedin', 'pinterest', 'reddit', 'email'] as const;

export type ShareService = (typeof SHARE_SERVICES)[number];

export const SHARE_SERVICE_LABELS: Record<ShareService, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  email: 'E-mail',
};

export const isShareService = (name: string): name is ShareService => SHARE_SERVICES.includes(name as ShareService);

/** The services named, in the order of SHARE_SERVICES, once each; unknown names left out. */
export const shareServicesOf = (names: readonly string[]): ShareService[] =>
  SHARE_SERVICES.filter((service) => names.includes(service));

/** Where a service's button takes the visitor to share `url` (absolute) titled `title`. */
export function shareUrlOf(service: ShareService, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (service) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}
