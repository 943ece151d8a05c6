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
