import { describe, expect, it } from 'vitest';
import { trackingBatcher } from './tracking-batcher.ts';
import type { TrackingEventInput } from './generated/operations.ts';

const view = (path: string): TrackingEventInput => ({ kind: 'PAGE_VIEW', path });

describe('the collector’s batcher', () => {
  it('sends a site’s events together once enough wait, each site on its own', async () => {
    const sent: [string, string[]][] = [];
    const batcher = trackingBatcher({
      send: async (siteId, events) => void sent.push([siteId, events.map((e) => e.path!)]),
      maxEvents: 3,
      maxWaitMs: 60_000,
    });
    for (const path of ['/a', '/b', '/c', '/d']) batcher.add('site_a', view(path));
    batcher.add('site_b', view('/x'));
    expect(sent).toEqual([['site_a', ['/a', '/b', '/c']]]);
    await batcher.flush();
    expect(sent).toEqual([
      ['site_a', ['/a', '/b', '/c']],
      ['site_a', ['/d']],
      ['site_b', ['/x']],
    ]);
    expect(batcher.pending).toBe(0);
  });

  it('sends what waits when its time is up', async () => {
    let resolveSent: (events: TrackingEventInput[]) => void;
    const sent = new Promise<TrackingEventInput[]>((resolve) => (resolveSent = resolve));
    const batcher = trackingBatcher({ send: async (_site, events) => resolveSent(events), maxWaitMs: 5 });
    batcher.add('site_a', view('/a'));
    expect((await sent).map((e) => e.path)).toEqual(['/a']);
  });

  it('waits on a flush for the sends under way, and a failed send loses only its batch', async () => {
    const done: string[] = [];
    const batcher = trackingBatcher({
      send: async (siteId) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (siteId === 'bad') throw new Error('down');
        done.push(siteId);
      },
      maxEvents: 1,
    });
    batcher.add('bad', view('/a'));
    batcher.add('good', view('/b'));
    expect(batcher.pending).toBe(2);
    await batcher.flush();
    expect(done).toEqual(['good']);
    expect(batcher.pending).toBe(0);
  });
});
