import { describe, expect, it } from 'vitest';
import { demoDataFromEnvironment } from './config';

describe('DEMO_DATA', () => {
  it('is the full demo unless it asks for the small one, and refuses anything else', () => {
    expect(demoDataFromEnvironment({})).toBe('full');
    expect(demoDataFromEnvironment({ DEMO_DATA: 'full' })).toBe('full');
    expect(demoDataFromEnvironment({ DEMO_DATA: 'small' })).toBe('small');
    expect(() => demoDataFromEnvironment({ DEMO_DATA: 'tiny' })).toThrow(
      'DEMO_DATA must be full or small, not "tiny"',
    );
  });
});
