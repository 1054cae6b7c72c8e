import { describe, expect, it } from 'vitest';
import { createKeyedBatcher } from './keyed-batcher.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keyed batcher', () => {
  it('runs the first item alone, then what queued meanwhile as one batch, never two at once', async () => {
    const batches: string[][] = [];
    let running = 0;
    let most = 0;
    const batcher = createKeyedBatcher<string, string>(async (key, items) => {
      running += 1;
      most = Math.max(most, running);
      batches.push(items.map((item) => `${key}:${item}`));
      await tick();
      running -= 1;
      return items.map((item) => item.toUpperCase());
    });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((item) => batcher.run('k', item)));
    expect(answers).toEqual(['A', 'B', 'C', 'D']);
    expect(batches).toEqual([['k:a'], ['k:b', 'k:c', 'k:d']]);
    expect(most).toBe(1);

    batches.length = 0;
    await Promise.all([batcher.run('x', '1'), batcher.run('y', '2')]);
    expect(batches).toEqual([['x:1'], ['y:2']]);
    expect(most).toBe(2);
  });

  it('fails every item of a failed batch and still runs the next one', async () => {
    let calls = 0;
    const batcher = createKeyedBatcher<number, number>(async (_key, items) => {
      calls += 1;
      await tick();
      if (calls === 1) throw new Error('down');
      return items.map((item) => item * 2);
    });
    const first = batcher.run('k', 1);
    const second = batcher.run('k', 2);
    await expect(first).rejects.toThrow('down');
    await expect(second).resolves.toBe(4);
  });
});
