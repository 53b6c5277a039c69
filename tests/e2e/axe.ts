/** axe-core in the browser tests, as strict as the site deserves: every violation of every impact fails. */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

/** WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Rules outside those tags that still matter here: WCAG 2.5.3, a visible label inside the accessible name. */
export const AXE_EXTRA_RULES = ['label-content-name-mismatch'];

interface AxeRun {
  /** One line per violation: rule, impact, help and the elements. */
  violations: string[];
  /** Every rule axe ran (passed, failed, undecided, or with nothing to check). */
  ranRules: string[];
}

/**
 * Runs axe over the page as it is now. axe's `runOnly` by tag cannot add a rule from outside the
 * tags, so the run lists rule ids: every rule with one of the tags, plus the extra rules.
 */
export async function runAxe(page: Page): Promise<AxeRun> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(
    async ({ tags, extraRules }) => {
      const ruleIds = [...window.axe.getRules(tags).map((rule) => rule.ruleId), ...extraRules];
      const result = await window.axe.run(document, {
        runOnly: { type: 'rule', values: ruleIds },
        // Experimental rules are off by default even when listed.
        rules: Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }])),
      });
      return {
        violations: result.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} (${violation.nodes
              .map((node) => node.target.join(' '))
              .join(', ')})`,
        ),
        ranRules: [...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map(
          (entry) => entry.id,
        ),
      };
    },
    { tags: AXE_TAGS, extraRules: AXE_EXTRA_RULES },
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
