// axe-core's automated accessibility check (Deque's @axe-core/playwright, pinned in
// package.json), with the rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA: the level
// the project holds every screen to.

import { AxeBuilder } from "@axe-core/playwright";

/** The WCAG rule sets checked: 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * What axe-core finds wrong on the page as it is now, one line per rule broken, each with
 * the rule, its impact, what it asks for and up to three of the elements that break it (by
 * selector); empty when the page passes.
 */
export async function accessibilityViolations(page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => {
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(" "))
      .join("; ");
    const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : "";
    return `${violation.id} (${violation.impact}, ${violation.nodes.length} elements): ${violation.help}: ${where}${more}`;
  });
}
