/** Signal band of spec section 3: offline or 0 is ZERO; below 10 LOW, below 20 MEDIUM, else HIGH. */
export function sigIntensity(isOnline: boolean, sigTenths: number): 'ZERO' | 'LOW' | 'MEDIUM' | 'HIGH' {
  if (!isOnline || sigTenths <= 0) return 'ZERO';
  if (sigTenths < 100) return 'LOW';
  return sigTenths < 200 ? 'MEDIUM' : 'HIGH';
}
