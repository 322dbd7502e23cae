import { describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registerAndActivateCompany } from './business-wizard.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

describe('business registration (issue 26)', () => {
  it('registers a company with two shareholders (one a company with its director) and a user, then activates both from the mails', async () => {
    // The wizard's steps, the rules' messages on the tree and both activations: business-wizard.ts.
    await registerAndActivateCompany(stack, browser, 'paywave');
  });
});
