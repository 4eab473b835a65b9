import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

export type AxeCheckOptions = {
  /** CSS selectors of parts not to check (e.g. third-party widgets). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling spec. */
  disableRules?: string[];
  /**
   * Check the page with the offline banner shown (the browser goes offline for the check and comes
   * back after it), so the banner's own contrast and roles are checked on every public page.
   */
  offlineBanner?: boolean;
};

const blocking = new Set(['serious', 'critical']);

/**
 * Axe checks roles, names, structure and contrast, which the language does not change (both
 * locales have the same keys, which the web's i18n test checks). Specs that walk a page in both
 * languages run axe in this one, the default, which also has the longer texts.
 */
export const A11Y_LOCALE = 'cs';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation. Wait for the
 * content first (e.g. its heading); minor and moderate findings are attached to the report only.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  if (options.offlineBanner) {
    await page.context().setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  }
  const results = await builder.analyze().finally(async () => {
    if (!options.offlineBanner) return;
    await page.context().setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
  });

  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.slice(0, 5).map((node) => ({ target: node.target.join(' '), html: node.html })),
  }));
  if (summary.length > 0) {
    await test.info().attach(`axe ${new URL(page.url()).pathname}`, {
      body: JSON.stringify(summary, null, 2),
      contentType: 'application/json',
    });
  }
  const serious = summary.filter((violation) => blocking.has(violation.impact ?? ''));
  expect(serious, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
