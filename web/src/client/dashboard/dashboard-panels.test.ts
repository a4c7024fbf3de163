import { describe, expect, it } from 'vitest';
import { DASHBOARD_PANELS, panelAt, panelHref } from './dashboard-panels.ts';

describe('the dashboard panels’ addresses', () => {
  it('gives each panel an address of its own that leads back to it', () => {
    const hrefs = DASHBOARD_PANELS.map(panelHref);
    expect(new Set(hrefs).size).toBe(DASHBOARD_PANELS.length);
    expect(hrefs[0]).toBe('/admin');
    for (const panel of DASHBOARD_PANELS) expect(panelAt(panelHref(panel))).toBe(panel);
  });

  it('reads an address with a trailing slash or in capitals as the panel, and anything else as none', () => {
    expect(panelAt('/admin/orders/')?.path).toBe('orders');
    expect(panelAt('/ADMIN/Orders')?.path).toBe('orders');
    expect(panelAt('/admin/')?.path).toBe('');
    expect(panelAt('/admin/login')).toBeUndefined();
    expect(panelAt('/admin/media')).toBeUndefined();
    expect(panelAt('/admin/orders/7')).toBeUndefined();
    expect(panelAt('/administrator')).toBeUndefined();
    expect(panelAt('/shop')).toBeUndefined();
  });
});
