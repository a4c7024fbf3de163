import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { DashboardPanel } from './dashboard-panels.ts';

const loaded = new Map<DashboardPanel, LazyExoticComponent<ComponentType>>();

/** A panel's component, its code fetched once; a failed fetch is forgotten, so that opening the panel again retries. */
function lazyPanel(panel: DashboardPanel) {
  let component = loaded.get(panel);
  if (!component) {
    component = lazy(() =>
      panel.load().then(
        (loadedComponent) => ({ default: loadedComponent }),
        (failure: unknown) => {
          loaded.delete(panel);
          throw failure;
        },
      ),
    );
    loaded.set(panel, component);
  }
  return component;
}

/** A panel whose code could not be fetched (offline, or a newer version deployed) says so, instead of an empty page. */
class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="cart-status" role="alert">
        This part of the dashboard could not be loaded. <a href={window.location.pathname}>Reload the page</a>.
      </p>
    );
  }
}

/** The panel the address names, with a line while its code comes. */
export function PanelView({ panel }: { panel: DashboardPanel }) {
  const Panel = lazyPanel(panel);
  return (
    <PanelBoundary key={panel.path}>
      <Suspense
        fallback={
          <p className="cart-status" aria-busy="true">
            Loading {panel.label.toLowerCase()}…
          </p>
        }
      >
        <Panel />
      </Suspense>
    </PanelBoundary>
  );
}
