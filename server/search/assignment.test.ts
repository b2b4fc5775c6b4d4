import { describe, expect, it } from 'vitest';
import { assignTenants, sizeClass } from './assignment';

const small = Array.from({ length: 400 }, (_, i) => ({ id: `tenant-${i}`, clips: 500 }));
const processes = (n: number) => Array.from({ length: n }, (_, i) => `http://10.0.0.${i + 1}:8080`);
const count = (assigned: Map<string, string[]>) => {
  const held = new Map<string, number>();
  for (const list of assigned.values()) for (const p of list) held.set(p, (held.get(p) ?? 0) + 1);
  return held;
};

describe('placing tenants on processes', () => {
  it('is the same on every process, whatever the order it lists them in', () => {
    const list = processes(5);
    expect(assignTenants([...small].reverse(), [...list].reverse(), 2)).toEqual(
      assignTenants(small, list, 2),
    );
  });

  it('spreads small tenants about evenly, on as many processes as asked', () => {
    const assigned = assignTenants(small, processes(4), 2);
    for (const list of assigned.values()) expect(new Set(list).size).toBe(2);
    for (const n of count(assigned).values()) expect(n).toBeGreaterThan(150); // 200 each if even
    expect(assignTenants(small.slice(0, 1), processes(1), 2).get('tenant-0')).toEqual(processes(1));
  });

  it('puts large tenants of a size one on each process, wherever they would rather go', () => {
    const archives = ['cricket', 'soccer', 'cricket-test', 'football-league'].map((id) => ({
      id,
      clips: 250_000 + id.length,
    }));
    const assigned = assignTenants([...archives, ...small.slice(0, 10)], processes(4), 1);
    const holders = archives.map((t) => assigned.get(t.id)![0]);
    expect(new Set(holders).size).toBe(4);
  });

  it('moves only the tenants a joining process takes', () => {
    const before = assignTenants(small, processes(4), 1);
    const after = assignTenants(small, processes(5), 1);
    const moved = small.filter((t) => before.get(t.id)![0] !== after.get(t.id)![0]);
    for (const t of moved) expect(after.get(t.id)).toEqual([processes(5)[4]]);
    expect(moved.length).toBeGreaterThan(40); // a fifth of 400 if even
    expect(moved.length).toBeLessThan(120);
  });

  it('reads sizes coarsely, so that a growing tenant moves only when it doubles', () => {
    expect(sizeClass(1000)).toBe(0);
    expect(sizeClass(300_000)).toBe(sizeClass(500_000));
    expect(sizeClass(600_000)).toBe(2 * sizeClass(300_000));
  });
});
