import { describe, expect, it } from 'vitest';
import { sharedListPath } from './favorites';

describe('a share link', () => {
  it("opens the app's saved list for its token", () => {
    expect(sharedListPath('k3Yw9')).toBe('/saved/k3Yw9');
  });
});
