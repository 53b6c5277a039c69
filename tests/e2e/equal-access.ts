/**
 * IBM Equal Access (accessibility-checker-engine), a second accessibility engine beside axe:
 * engines disagree, and public-sector auditors run more than one. It found, for one, six
 * <article>s without names of their own on /about/purpose-values that axe let pass.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const ENGINE = require.resolve('accessibility-checker-engine/ace.js');

/** The rule set: WCAG 2.2, levels A and AA. */
export const EQUAL_ACCESS_RULESET = 'WCAG_2_2';

interface EngineResult {
  ruleId: string;
  value: [string, string];
  message: string;
  path: { dom: string };
}

declare global {
  interface Window {
    ace: { Checker: new () => { check: (root: Document, rulesets: string[]) => Promise<{ results: EngineResult[] }> } };
  }
}

/** Every definite violation (not "needs review") of the rule set on the page as it is now, one line each. */
export async function runEqualAccess(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.addScriptTag({ path: ENGINE });
  return page.evaluate(async (ruleset) => {
    const report = await new window.ace.Checker().check(document, [ruleset]);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => `${result.ruleId}: ${result.message} (${result.path.dom})`);
  }, EQUAL_ACCESS_RULESET);
}
