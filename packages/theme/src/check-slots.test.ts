import { describe, expect, it } from 'vitest';
import { themeCheckSettings, ThemeCheckSlots } from './check-slots.ts';

/** A check the test ends when it likes, recording when it started. */
function controlled(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    run: () => {
      log.push(`start ${name}`);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} broke`)),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('theme-check workers shared among owners', () => {
  it('refuses an owner past their share at once, while another owner still checks', async () => {
    const log: string[] = [];
    const slots = new ThemeCheckSlots({ perOwner: 2, workers: 4 });
    const [a1, a2, b1] = [controlled(log, 'a1'), controlled(log, 'a2'), controlled(log, 'b1')];
    const first = slots.run('owner-a', a1.run);
    const second = slots.run('owner-a', a2.run);
    let thirdRan = false;
    expect(
      await slots.run('owner-a', async () => {
        thirdRan = true;
        return 'a3';
      }),
    ).toEqual({ ok: false, perOwner: 2 });
    expect(thirdRan).toBe(false);
    const other = slots.run('owner-b', b1.run);
    await settle();
    expect(log).toEqual(['start a1', 'start a2', 'start b1']);
    expect(slots.heldBy('owner-a')).toBe(2);

    // One of the owner's checks done, the owner may start another.
    a1.finish();
    expect(await first).toEqual({ ok: true, value: 'a1' });
    expect(slots.heldBy('owner-a')).toBe(1);
    const again = controlled(log, 'a3');
    const third = slots.run('owner-a', again.run);
    await settle();
    expect(log.at(-1)).toBe('start a3');
    for (const check of [a2, b1, again]) check.finish();
    expect(await Promise.all([second, other, third])).toEqual([
      { ok: true, value: 'a2' },
      { ok: true, value: 'b1' },
      { ok: true, value: 'a3' },
    ]);
    expect([slots.heldBy('owner-a'), slots.heldBy('owner-b')]).toEqual([0, 0]);
  });

  it('queues checks within their shares for a free worker, first come first served', async () => {
    const log: string[] = [];
    const slots = new ThemeCheckSlots({ perOwner: 2, workers: 2 });
    const checks = ['a1', 'b1', 'c1', 'a2'].map((name) => controlled(log, name));
    const owners = ['a', 'b', 'c', 'a'];
    const answers = checks.map((check, i) => slots.run(owners[i]!, check.run));
    await settle();
    expect(log).toEqual(['start a1', 'start b1']);
    // Waiting counts in the owner's share: a's third is refused though only one of a's runs.
    expect(await slots.run('a', async () => 'a3')).toEqual({ ok: false, perOwner: 2 });
    checks[1]!.finish();
    await settle();
    expect(log).toEqual(['start a1', 'start b1', 'start c1']);
    // A check that fails frees its worker too, and its caller sees the failure.
    checks[0]!.fail();
    await expect(answers[0]).rejects.toThrow('a1 broke');
    await settle();
    expect(log).toEqual(['start a1', 'start b1', 'start c1', 'start a2']);
    checks[2]!.finish();
    checks[3]!.finish();
    expect(await Promise.all(answers.slice(1))).toEqual([
      { ok: true, value: 'b1' },
      { ok: true, value: 'c1' },
      { ok: true, value: 'a2' },
    ]);
    // Every worker free again: two start at once.
    const next = [controlled(log, 'd1'), controlled(log, 'e1')];
    const running = next.map((check, i) => slots.run(`n${i}`, check.run));
    await settle();
    expect(log.slice(-2)).toEqual(['start d1', 'start e1']);
    for (const check of next) check.finish();
    await Promise.all(running);
  });

  it('reads its settings from the environment, refusing what is not a whole number in range', () => {
    expect(themeCheckSettings({}, 8)).toEqual({ perOwner: 2, workers: 8, timeoutMs: 20_000 });
    // At least two workers on one core, so one long check never holds every owner up.
    expect(themeCheckSettings({}, 1).workers).toBe(2);
    expect(themeCheckSettings({}, 200).workers).toBe(64);
    expect(
      themeCheckSettings(
        {
          ATELIER_THEME_CHECKS_PER_OWNER: '1',
          ATELIER_THEME_CHECK_WORKERS: ' 3 ',
          ATELIER_THEME_CHECK_SECONDS: '300',
        },
        8,
      ),
    ).toEqual({ perOwner: 1, workers: 3, timeoutMs: 300_000 });
    for (const [variable, value, range] of [
      ['ATELIER_THEME_CHECKS_PER_OWNER', '0', '1 to 16'],
      ['ATELIER_THEME_CHECKS_PER_OWNER', '17', '1 to 16'],
      ['ATELIER_THEME_CHECK_WORKERS', '2.5', '1 to 64'],
      ['ATELIER_THEME_CHECK_WORKERS', '-1', '1 to 64'],
      ['ATELIER_THEME_CHECK_SECONDS', 'ten', '1 to 300'],
      ['ATELIER_THEME_CHECK_SECONDS', '301', '1 to 300'],
    ] as const)
      expect(() => themeCheckSettings({ [variable]: value }, 8)).toThrow(
        `${variable}: "${value}" is not a whole number from ${range}`,
      );
  });
});
