import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('DB_POOL_MAX', () => {
  it('defaults to 10 connections per worker and takes a number from 1 to 100', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).DB_POOL_MAX).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test', DB_POOL_MAX: '3' }).DB_POOL_MAX).toBe(3);
  });

  it('refuses anything else, naming the setting', () => {
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ NODE_ENV: 'test', DB_POOL_MAX: bad })).toThrow(/Invalid configuration:\n {2}DB_POOL_MAX: /);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: no client-sent X-Forwarded-For is believed', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and express names', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
  });

  it('refuses what is neither, naming the entry', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: "everyone" is not an address/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8/1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('PUBLIC_URL', () => {
  it('is the base of links in mail; a local install defaults to the address it listens on', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://atlas.example.org/' }).publicUrl).toBe('https://atlas.example.org');
  });

  it('is required in production with an external database, and must be http(s)', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: 's'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL is required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://atlas.example.org' }).publicUrl).toBe('https://atlas.example.org');
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
