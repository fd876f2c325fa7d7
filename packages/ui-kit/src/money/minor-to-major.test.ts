import { minorToMajor } from './minor-to-major';

describe('minorToMajor', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [99, 0.99],
    [123450, 1234.5],
    [-500, -5],
    [100000000, 1000000],
  ])('%i minor units → %d', (minor, major) => {
    expect(minorToMajor(minor)).toBe(major);
  });
});
