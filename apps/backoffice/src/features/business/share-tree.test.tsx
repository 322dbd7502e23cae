import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { TKybCompanyView, TKybTreeNode } from '@openportal/contract';
import { createBackofficeI18n } from '../../i18n/index.ts';
import { ShareTree } from './share-tree.tsx';

afterEach(cleanup);

const node = (id: number, kind: 'person' | 'company', name: string, share: number, above = 100): TKybTreeNode => ({
  representativeId: id,
  kind,
  name,
  share,
  effectiveShare: (above * share) / 100,
  directors: [],
  children: [],
});
const show = (directors: string[], tree: TKybTreeNode[]) =>
  render(
    <I18nextProvider i18n={createBackofficeI18n('en')}>
      <ShareTree v={{ directors, tree } as TKybCompanyView} />
    </I18nextProvider>,
  );

describe("the company's share tree", () => {
  it('nests a company shareholder with its directors and its own shareholders, each with the effective share', () => {
    const holdco = { ...node(2, 'company', 'Holdco GmbH', 80), directors: ['Eli Director'] };
    holdco.children = [node(3, 'person', 'Eli Director', 50, 80)];
    show(['Dana Director'], [node(1, 'person', 'Pat Holder', 20), holdco]);
    expect(screen.getByText(/Dana Director/).textContent).toBe('Directors: Dana Director');
    const nodes = screen.getAllByTestId('kyb-tree-node');
    expect(nodes.map((n) => n.getAttribute('data-kind'))).toEqual(['person', 'company', 'person']);
    expect(nodes[1]!.textContent).toContain('80% (80% effective)');
    expect(nodes[1]!.textContent).toContain('Directors: Eli Director');
    // The nested shareholder is inside its company, its effective share the product of both levels.
    expect(nodes[1]!.contains(nodes[2]!)).toBe(true);
    expect(nodes[2]!.textContent).toContain('50% (40% effective)');
  });

  it('says when the company or a company shareholder has no director', () => {
    show([], [node(1, 'company', 'Shell Ltd', 100)]);
    expect(screen.getByText(/^Directors:/).textContent).toBe('Directors: No director');
    expect(screen.getByTestId('kyb-tree-node').textContent).toContain('No director');
  });
});
