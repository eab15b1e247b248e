import { loadCountryResolver } from '../../../server/src/geo';
import { DEMO_COUNTRY_BLOCKS, demoAnonymousIp, demoUserIp } from '../../../server/src/demo/demoGeo';

describe('demo caller addresses', () => {
  const resolver = loadCountryResolver();

  it('lists blocks that the bundled database places in their country, at both ends and in the middle', () => {
    for (const [country, blocks] of Object.entries(DEMO_COUNTRY_BLOCKS)) {
      for (const block of blocks) {
        for (const tail of ['0.1', '128.77', '255.254']) expect([`${block}.${tail}`, resolver.countryOf(`${block}.${tail}`)]).toEqual([`${block}.${tail}`, country]);
      }
    }
  });

  it('gives a user one address, in a country of the company region', () => {
    expect(demoUserIp('usr_00001', 'eu-west')).toBe(demoUserIp('usr_00001', 'eu-west'));
    const european = new Set(['GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'IE', 'PL', 'SE']);
    const countries = new Set(Array.from({ length: 200 }, (_, i) => resolver.countryOf(demoUserIp(`usr_${i}`, 'eu-west'))));
    expect(countries.size).toBeGreaterThan(5);
    for (const country of countries) expect(european.has(String(country))).toBe(true);
    expect(resolver.countryOf(demoUserIp('usr_7', 'unknown-region'))).toMatch(/^[A-Z]{2}$/);
  });

  it('spreads anonymous callers worldwide with a few private addresses', () => {
    const draws = (i: number) => [((i * 37) % 1000) / 1000, ((i * 11) % 97) / 97, ((i * 13) % 89) / 89, ((i * 7) % 83) / 83] as const;
    const countries = Array.from({ length: 1000 }, (_, i) => resolver.countryOf(demoAnonymousIp(draws(i))));
    expect(new Set(countries).size).toBeGreaterThan(10);
    const unlocated = countries.filter((c) => c === null).length;
    expect(unlocated).toBeGreaterThan(10);
    expect(unlocated).toBeLessThan(60);
  });
});
