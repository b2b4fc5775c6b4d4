import { describe, expect, it } from 'vitest';
import { onePerTask } from './one-per-task';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('onePerTask', () => {
  it('runs each piece in a task of its own, in the order given', async () => {
    const ran: string[] = [];
    onePerTask(() => ran.push('a'));
    onePerTask(() => ran.push('b'));
    onePerTask(() => ran.push('c'));
    expect(ran).toEqual([]);
    // Each piece's task is queued only once the one before it ran: a task queued now (after
    // the first piece's) runs between the first and the second.
    await nextTask();
    expect(ran).toEqual(['a']);
    await nextTask();
    expect(ran).toEqual(['a', 'b']);
    await nextTask();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('leaves out a piece taken back before its turn, and keeps on with the rest', async () => {
    const ran: string[] = [];
    onePerTask(() => ran.push('a'));
    const takeBack = onePerTask(() => ran.push('b'));
    onePerTask(() => ran.push('c'));
    takeBack();
    for (let i = 0; i < 3; i++) await nextTask();
    expect(ran).toEqual(['a', 'c']);
    // Taking back what already ran does nothing.
    takeBack();
    onePerTask(() => ran.push('d'));
    await nextTask();
    expect(ran).toEqual(['a', 'c', 'd']);
  });

  it('keeps on with the rest when a piece throws', async () => {
    const ran: string[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      onePerTask(() => {
        throw new Error('broken');
      });
      onePerTask(() => ran.push('after'));
      for (let i = 0; i < 2; i++) await nextTask();
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(errors).toHaveLength(1);
    expect(ran).toEqual(['after']);
  });
});
