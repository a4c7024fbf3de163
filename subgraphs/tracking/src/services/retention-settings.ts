/** What an operator may set of tracking. */
export interface TrackingSettings {
  /** Days raw events are kept (their daily partitions); the aggregates are kept for good. */
  retentionDays: number;
}

export const DEFAULT_RETENTION_DAYS = 90;

/** ATELIER_TRACKING_RETENTION_DAYS (1 to 3650) or 90. */
export function trackingSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): TrackingSettings {
  const days = Number(env.ATELIER_TRACKING_RETENTION_DAYS);
  return { retentionDays: Number.isInteger(days) && days >= 1 && days <= 3650 ? days : DEFAULT_RETENTION_DAYS };
}
