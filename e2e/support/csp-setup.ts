import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp.ts';

// Every page the suite opens runs under the server's real CSP: any violation fails the test.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
