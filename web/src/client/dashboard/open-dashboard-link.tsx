import { useMutation } from '@apollo/client/react';
import type { MouseEvent, ReactNode } from 'react';
import { StartSessionHandoffDocument } from '../../graphql/generated/dashboard.ts';
import { siteDashboard, siteDashboardHandoff } from './site-addresses.ts';

/**
 * A link to one of the owner's sites' dashboards. Sessions are per host, so a click carries the
 * sign-in there by a single-use hand-off made for that site alone; without scripts, or when no hand-off is given, the link
 * opens that dashboard's sign-in.
 */
export function OpenDashboardLink({
  websiteId,
  slug,
  className,
  children,
}: {
  websiteId: string;
  slug: string;
  className: string;
  children: ReactNode;
}) {
  const [handoff, { loading }] = useMutation(StartSessionHandoffDocument);
  const href = siteDashboard(slug, window.location);
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const token = await handoff({ variables: { websiteId } })
      .then(({ data }) => data?.startSessionHandoff.token ?? null)
      .catch(() => null);
    window.location.assign(token ? siteDashboardHandoff(slug, window.location, token) : href);
  };
  return (
    <a className={className} href={href} onClick={open} aria-busy={loading || undefined}>
      {children}
    </a>
  );
}
