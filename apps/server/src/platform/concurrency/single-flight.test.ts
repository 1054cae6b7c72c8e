import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.ts';

describe('single flight', () => {
  it('runs one load for the callers of a key that arrive while it runs, then loads afresh', async () => {
    const flight = createSingleFlight<string>();
    let loads = 0;
    const load = async () => {
      loads += 1;
      const mine = loads;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return mine;
    };
    expect(await Promise.all([flight.run('a', load), flight.run('a', load), flight.run('a', load)])).toEqual([
      1, 1, 1,
    ]);
    expect(await flight.run('a', load)).toBe(2);
    expect(await Promise.all([flight.run('a', load), flight.run('b', load)])).toEqual([3, 4]);
  });

  it('hands a failure to every caller that shared the load, and forgets it', async () => {
    const flight = createSingleFlight<string>();
    const failing = async () => {
      throw new Error('down');
    };
    const both = [flight.run('k', failing), flight.run('k', failing)];
    await expect(both[0]).rejects.toThrow('down');
    await expect(both[1]).rejects.toThrow('down');
    await expect(flight.run('k', async () => 'up')).resolves.toBe('up');
  });
});
