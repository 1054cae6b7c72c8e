import type { BrowserContext } from 'playwright-core';

const violations: string[] = [];
const BINDING = '__adatlasCspViolation';

/**
 * Records every Content-Security-Policy violation of the context's pages: the browser's
 * `securitypolicyviolation` events and the console errors Chromium prints for them (the latter
 * also catch violations no script can observe, such as a blocked inline event handler).
 * `csp-setup.ts` fails the test that caused any.
 */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, report: string) => {
    violations.push(`${page?.url() ?? '?'}: ${report}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`;
        void (window as unknown as Record<string, (text: string) => Promise<void>>)[binding]?.(report);
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.location().url}: console: ${message.text()}`);
    }
  });
}

/** The violations seen since the last call, which forgets them. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
