import { useId, useState } from 'react';
import { DASHBOARD_PANELS, type DashboardPanel } from './dashboard-panels.ts';
import { PanelLink } from './panel-link.tsx';

/** The menu's groups in the order their first panel comes. */
export const PANEL_GROUPS = [...new Set(DASHBOARD_PANELS.map((panel) => panel.group))];

/**
 * The dashboard's menu: a sidebar on wide screens; on a phone a button naming the current panel that
 * opens the same list in place (dashboard.css), so the page never grows wider than the screen.
 */
export function DashboardNav({ current }: { current: DashboardPanel }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <nav className="dashboard-nav" aria-label="Dashboard">
      <button
        type="button"
        className="dashboard-menu-toggle"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <span className="dashboard-menu-word">Menu</span>
        <span className="dashboard-menu-current">{current.label}</span>
      </button>
      <div id={`${id}-menu`} className={`dashboard-menu${open ? ' is-open' : ''}`}>
        {PANEL_GROUPS.map((group) => (
          <div key={group ?? ''} className="dashboard-menu-group">
            {group && (
              <p className="dashboard-menu-heading" id={`${id}-${group}`}>
                {group}
              </p>
            )}
            <ul aria-labelledby={group ? `${id}-${group}` : undefined}>
              {DASHBOARD_PANELS.filter((panel) => panel.group === group).map((panel) => (
                <li key={panel.path}>
                  <PanelLink
                    panel={panel}
                    className="dashboard-menu-link"
                    current={panel === current}
                    onFollow={() => setOpen(false)}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
