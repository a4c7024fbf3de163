import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { DASHBOARD_PANELS, panelAt, type DashboardPanel } from './dashboard-panels.ts';

/** How a link inside the dashboard moves to another panel without reloading the page. */
export const PanelNavigation = createContext<(href: string) => void>((href) => window.location.assign(href));

/**
 * The panel the address names, kept in step with the History API: moving to a panel pushes its
 * address, and back and forward (popstate) bring back the panel of the address they restore.
 */
export function usePanelLocation(): { panel: DashboardPanel; navigate(href: string): void } {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  useEffect(() => {
    const restore = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);
  const navigate = useCallback((href: string) => {
    if (href !== window.location.pathname + window.location.search) window.history.pushState(null, '', href);
    // A link may carry a query for the panel it opens (/admin/billing?plan=…): the panel is the path's.
    setPathname(new URL(href, window.location.href).pathname);
    // A new panel starts at its top; back and forward leave scrolling to the browser.
    window.scrollTo(0, 0);
  }, []);
  return { panel: panelAt(pathname) ?? DASHBOARD_PANELS[0]!, navigate };
}

/** A click that the page may handle itself: a plain primary click, not one asking for a new tab or window. */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const usePanelNavigation = () => useContext(PanelNavigation);
