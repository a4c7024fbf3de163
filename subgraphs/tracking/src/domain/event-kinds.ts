/** What a stored event is (tracking.event's kind), in the SDL's TrackingEventKind lower-cased. */
export const EVENT_KINDS = [
  'page_view',
  'site_search',
  'heartbeat',
  'audio',
  'video',
  'button_click',
  'button_render',
  'form_render',
  'overlay',
  'quick_view',
  'analytics',
  'add_to_cart',
  'purchase',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type Device = (typeof DEVICES)[number];
