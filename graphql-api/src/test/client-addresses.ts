/**
 * Client addresses for tests of an app behind a proxy on loopback (TRUST_PROXY=loopback honours
 * X-Forwarded-For): each call gives a new one, so that rate limits do not leak between tests.
 */
export function clientAddresses(): () => string {
  let next = 1;
  return () => `198.51.100.${next++}`;
}
