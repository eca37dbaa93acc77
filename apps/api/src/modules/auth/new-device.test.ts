import { describe, expect, it } from 'vitest';
import { deviceKey, ipNetwork } from './new-device';

describe('ipNetwork', () => {
  it.each([
    ['200.150.10.7', '200.150.10.0/24'],
    ['::ffff:200.150.10.7', '200.150.10.0/24'],
    ['2804:14c:65a1:4d2b::1', '2804:14c:65a1::/48'],
    ['2804:014c:65a1:0000:0000:0000:0000:0001', '2804:14c:65a1::/48'],
    ['2804::1', '2804:0:0::/48'],
    ['::1', '0:0:0::/48'],
    [null, '?'],
  ])('%s → %s', (ip, network) => {
    expect(ipNetwork(ip)).toBe(network);
  });
});

describe('deviceKey', () => {
  const firefox = (v: string) => `Mozilla/5.0 (X11; Linux x86_64; rv:${v}) Gecko/20100101 Firefox/${v}`;
  it('is the same for another address of the network and a newer browser version', () => {
    expect(deviceKey({ ip: '10.1.2.3', userAgent: firefox('132.0') })).toBe(
      deviceKey({ ip: '10.1.2.250', userAgent: firefox('133.0') }),
    );
  });
  it('differs for another network or another browser', () => {
    const base = deviceKey({ ip: '10.1.2.3', userAgent: firefox('133.0') });
    expect(deviceKey({ ip: '10.1.3.3', userAgent: firefox('133.0') })).not.toBe(base);
    expect(
      deviceKey({ ip: '10.1.2.3', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0' }),
    ).not.toBe(base);
  });
});
