/** The server counts money in integer minor units (cents); components take major units. */
export function minorToMajor(minor: number): number {
  return minor / 100;
}
