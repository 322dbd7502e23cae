import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * axe-core on every screen state a test shows, with no call in the tests themselves:
 * `launchChromium` hands out contexts that carry this watcher. In each page, axe-core (the npm
 * package's own script, injected before the portal's code and outside its CSP) runs whenever the
 * DOM has been quiet for QUIET_MS after a change and its shape (elements, classes, states) is
 * one this page has not been scanned in yet: a new route, a popup, an error under a field.
 * `context.close()` scans what is on screen last, then fails with every serious or critical
 * violation found in the context's pages (lesser ones are counted, not failed).
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const QUIET_MS = 250;
const FLUSH_WAIT_MS = 5_000;
/** Impacts that fail a test (WCAG 2.2 AA floor: the "0 serious, 0 critical"). */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

export type TAxeFinding = { rule: string; impact: string; help: string; url: string; target: string; summary: string };
type TReport = {
  url: string;
  violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string; summary: string }> }>;
};

/** What every context saw, for the run's closing line. */
export const axeTally = { scans: 0, pages: 0, findings: [] as TAxeFinding[] };

/** Runs in the page (serialised by Playwright): schedules axe after each quiet spell. */
function installScanner(opts: { quietMs: number; flushWaitMs: number }) {
  if (window.top !== window || !/^https?:$/.test(location.protocol)) return;
  type TAxe = { run(ctx: Document, o: object): Promise<AxeResults> };
  const w = window as unknown as {
    axe: TAxe;
    __opAxeReport(r: unknown): Promise<void>;
    __opAxeFlush?: () => Promise<void>;
  };
  const seen = new Set<string>();
  let changedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;

  /** The screen's shape: route, then each element with its classes and states (not its text). */
  const shape = () => {
    const parts = [location.pathname];
    for (const el of Array.from(document.body?.querySelectorAll('*') ?? [])) {
      const states = ['disabled', 'hidden', 'aria-hidden', 'aria-expanded', 'aria-invalid', 'open']
        .map((a) => el.getAttribute(a) ?? '')
        .join(',');
      parts.push(`${el.tagName}.${el.getAttribute('class') ?? ''}[${states}]`);
    }
    return parts.join('|');
  };

  const scanIfNew = async () => {
    const before = shape();
    if (seen.has(before)) return;
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    // Changed while axe ran: that result mixes two screens; the next quiet spell scans again.
    if (shape() !== before) return;
    seen.add(before);
    await w.__opAxeReport({
      url: location.pathname + location.search,
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
      })),
    });
  };
  const scan = () => {
    running ??= scanIfNew()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void (running ? schedule() : scan()), opts.quietMs);
  };
  const start = () => {
    new MutationObserver(() => {
      changedAt = Date.now();
      schedule();
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'disabled', 'hidden', 'aria-hidden', 'aria-expanded', 'aria-invalid', 'open'],
    });
    schedule();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();

  w.__opAxeFlush = async () => {
    const until = Date.now() + opts.flushWaitMs;
    for (let round = 0; round < 3; round++) {
      while (Date.now() < until && (Date.now() - changedAt < opts.quietMs || running)) {
        await new Promise((r) => setTimeout(r, 25));
      }
      await scan();
      if (seen.has(shape())) return;
    }
  };
}

function findingsOf(report: TReport): TAxeFinding[] {
  return report.violations.flatMap((v) =>
    v.nodes.map((n) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      url: report.url,
      target: n.target,
      summary: n.summary,
    })),
  );
}

/** Drops findings a test provoked on purpose from the run's tally (the checker's own test). */
export function forgetFindings(findings: readonly TAxeFinding[]): void {
  const drop = new Set(findings.map((f) => `${f.rule} ${f.url} ${f.target}`));
  const kept = axeTally.findings.filter((f) => !drop.has(`${f.rule} ${f.url} ${f.target}`));
  axeTally.findings.splice(0, axeTally.findings.length, ...kept);
}

/** Each (rule, screen, element) once: a screen scanned in several shapes reports an element once. */
export function uniqueFindings(findings: readonly TAxeFinding[]): TAxeFinding[] {
  return [...new Map(findings.map((f) => [`${f.rule} ${f.url} ${f.target}`, f])).values()];
}

export function describeFindings(findings: readonly TAxeFinding[]): string {
  return uniqueFindings(findings)
    .map(
      (f) =>
        `  [${f.impact}] ${f.rule} on ${f.url} at ${f.target}: ${f.help}\n    ${f.summary.replace(/\n/g, '\n    ')}`,
    )
    .join('\n');
}

export class AxeViolationsError extends Error {
  override name = 'AxeViolationsError';
  readonly findings: readonly TAxeFinding[];
  constructor(findings: readonly TAxeFinding[]) {
    const unique = uniqueFindings(findings);
    super(`axe-core found ${unique.length} serious or critical violation(s):\n${describeFindings(unique)}`);
    this.findings = unique;
  }
}

/** Scans what the page shows now (once its DOM is quiet), if this shape was not scanned yet. */
export async function scanNow(page: Page): Promise<void> {
  await page
    .evaluate(() => (window as unknown as { __opAxeFlush?: () => Promise<void> }).__opAxeFlush?.())
    .catch(() => undefined); // a page closing or navigating away: its next document scans itself
}

/**
 * Puts the scanner into every page of the context, scans a page's last screen before each
 * `goto` leaves it and before `close()`, and makes `close()` fail on what was found.
 */
export async function watchAccessibility(context: BrowserContext): Promise<void> {
  const findings: TAxeFinding[] = [];
  await context.exposeBinding('__opAxeReport', (_source, report: TReport) => {
    axeTally.scans++;
    const found = findingsOf(report);
    axeTally.findings.push(...found);
    findings.push(...found.filter((f) => (FAILING_IMPACTS as readonly string[]).includes(f.impact)));
  });
  await context.addInitScript({ content: AXE_SOURCE });
  await context.addInitScript(installScanner, { quietMs: QUIET_MS, flushWaitMs: FLUSH_WAIT_MS });
  context.on('page', (page) => {
    axeTally.pages++;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      await scanNow(page);
      return goto(url, options);
    };
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    try {
      await Promise.all(context.pages().map(scanNow));
    } finally {
      await close(options);
    }
    if (findings.length) throw new AxeViolationsError(findings);
  };
}
