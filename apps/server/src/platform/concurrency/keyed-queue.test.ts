import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keyed queue', () => {
  it('runs the tasks of one key one at a time, in order, and other keys alongside', async () => {
    const queue = createKeyedQueue<number>();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const answers = await Promise.all([
      queue.run(1, task('a')),
      queue.run(1, task('b')),
      queue.run(1, task('c')),
    ]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(most).toBe(1);

    running = 0;
    most = 0;
    await Promise.all([queue.run(1, task('x')), queue.run(2, task('y'))]);
    expect(most).toBe(2);
  });

  it('goes on with the next task after a failure, which its caller alone sees', async () => {
    const queue = createKeyedQueue<string>();
    const failed = queue.run('k', async () => {
      throw new Error('boom');
    });
    const next = queue.run('k', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
