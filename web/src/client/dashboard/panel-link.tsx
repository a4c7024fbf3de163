import type { ReactNode } from 'react';
import { panelHref, type DashboardPanel } from './dashboard-panels.ts';
import { isPlainClick, usePanelNavigation } from './use-panel-location.ts';

/** A link to a dashboard panel: a real address (a new tab or a reload opens it), followed in place when clicked. */
export function PanelLink({
  panel,
  className,
  current,
  onFollow,
  children,
}: {
  panel: DashboardPanel;
  className?: string;
  current?: boolean;
  onFollow?(): void;
  children?: ReactNode;
}) {
  const navigate = usePanelNavigation();
  const href = panelHref(panel);
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onFollow?.();
        navigate(href);
      }}
    >
      {children ?? panel.label}
    </a>
  );
}
