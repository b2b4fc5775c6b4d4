import { describe, expect, it } from 'vitest';
import { placeTenant } from './placement';

const tenants = Array.from({ length: 400 }, (_, i) => `tenant-${i}`);
const processes = (n: number) => Array.from({ length: n }, (_, i) => `http://10.0.0.${i + 1}:8080`);

describe('placing tenants on processes', () => {
  it('is the same on every process, whatever the order it lists them in', () => {
    const list = processes(5);
    for (const tenant of tenants.slice(0, 50))
      expect(placeTenant(tenant, [...list].reverse(), 2)).toEqual(placeTenant(tenant, list, 2));
  });

  it('spreads tenants about evenly, on as many processes as asked', () => {
    const held = new Map<string, number>();
    for (const tenant of tenants) {
      const placed = placeTenant(tenant, processes(4), 2);
      expect(new Set(placed).size).toBe(2);
      for (const p of placed) held.set(p, (held.get(p) ?? 0) + 1);
    }
    for (const n of held.values()) expect(n).toBeGreaterThan(150); // 200 each if even
    expect(placeTenant('t', processes(1), 2)).toEqual(processes(1));
  });

  it('moves only the tenants a joining process takes', () => {
    const before = new Map(tenants.map((t) => [t, placeTenant(t, processes(4), 1)[0]]));
    const after = new Map(tenants.map((t) => [t, placeTenant(t, processes(5), 1)[0]]));
    const moved = tenants.filter((t) => before.get(t) !== after.get(t));
    for (const t of moved) expect(after.get(t)).toBe(processes(5)[4]);
    expect(moved.length).toBeGreaterThan(40); // a fifth of 400 if even
    expect(moved.length).toBeLessThan(120);
  });
});
