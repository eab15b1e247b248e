/** scrypt cost parameters: N = 2^ln, block size r, parallelism p. */
export interface ScryptCost {
  ln: number;
  r: number;
  p: number;
}

/** Cost of new hashes: the OWASP password storage minimum for scrypt (N=2^17, r=8, p=1), 128 MiB and ~0.3 s each. */
export const PASSWORD_COST: ScryptCost = { ln: 17, r: 8, p: 1 };
