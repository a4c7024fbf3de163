import type { JobDefinition, SubgraphDependencies } from '@atelier/platform';
import { keepTrackingTables } from '../services/maintenance.ts';
import { trackingSettingsFromEnv } from '../services/retention-settings.ts';
import { rollUpMarkedHours } from '../services/rollup.ts';

/**
 * tracking.rollup recomputes the hours (and their days) that got events since its last run;
 * tracking.upkeep makes the next days' partitions, drops those past the retention and deletes
 * the salts of days gone by.
 */
export function trackingJobs({ orm }: SubgraphDependencies): JobDefinition[] {
  const { retentionDays } = trackingSettingsFromEnv();
  return [
    {
      name: 'tracking.rollup',
      cron: '* * * * *',
      retention: 'nothing removed: the marks it takes are its own',
      run: async () => rollUpMarkedHours(orm.em.fork()),
    },
    {
      name: 'tracking.upkeep',
      cron: '7 * * * *',
      retention: `raw events ${retentionDays} days (whole daily partitions; sites may keep fewer), aggregates kept; salts of past days`,
      run: async () => keepTrackingTables(orm.em.fork(), retentionDays),
    },
  ];
}
