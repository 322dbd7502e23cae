import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShareNode } from '@openportal/contract';
import { usePortal } from '../../shared/services.tsx';
import { CompanyForm } from './company-form.tsx';
import { PersonForm } from './person-form.tsx';
import { addNode, changeNode, nodePath, type TNodeAt } from './share-tree-model.ts';
import { IssueAt, useWizard } from './wizard-context.tsx';
import { asksSources, effectivePercent, newCompany, newPerson, prune, type TWizardDraft } from './wizard-model.ts';
import './business.css';

const pct = (n: number) => `${Math.round(n * 100) / 100}%`;

/** What a node still requires, in words (spec 1 §5): a director for a company, funds for 25%+. */
function useRequires(node: TShareNode): string[] {
  const { t } = useTranslation('business');
  const { draft, issues } = useWizard();
  const { manifest } = usePortal();
  if (node.type === 'company') {
    const c = draft.companies.find((x) => x.ref === node.ref);
    return c?.directorRefs.length ? [] : [t('wizard.tree.needsDirector')];
  }
  const i = draft.persons.findIndex((p) => p.ref === node.ref);
  return asksSources(draft, i, manifest.sourceOfWealthEnable, issues) ? [t('wizard.tree.needsSource')] : [];
}

function nameOf(d: TWizardDraft, n: TShareNode, fallback: string): string {
  if (n.type === 'company') return d.companies.find((c) => c.ref === n.ref)?.name || fallback;
  const p = d.persons.find((x) => x.ref === n.ref);
  return [p?.firstName, p?.lastName].filter(Boolean).join(' ') || fallback;
}

function AddButtons({ at }: { at: TNodeAt }) {
  const { t } = useTranslation('business');
  const { update } = useWizard();
  const id = at.length ? nodePath(at) : 'shareholders';
  const add = (type: 'person' | 'company') =>
    update((d) => {
      const entity = type === 'person' ? newPerson(d) : newCompany(d);
      const node: TShareNode = { type, ref: entity.ref, share: 0 };
      return {
        ...d,
        ...(type === 'person' ? { persons: [...d.persons, entity as ReturnType<typeof newPerson>] } : {}),
        ...(type === 'company' ? { companies: [...d.companies, entity as ReturnType<typeof newCompany>] } : {}),
        shareholders: addNode(d.shareholders, at, node),
      };
    });
  return (
    <div className="op-bw-actions">
      <button
        type="button"
        className="op-button"
        data-testid={`bw-${id.replace(/\./g, '-')}-add-person`}
        onClick={() => add('person')}
      >
        {t('wizard.tree.addPerson')}
      </button>
      <button
        type="button"
        className="op-button"
        data-testid={`bw-${id.replace(/\./g, '-')}-add-company`}
        onClick={() => add('company')}
      >
        {t('wizard.tree.addCompany')}
      </button>
    </div>
  );
}

/** One shareholder: who, the share typed, the effective share, what it still requires; a company's own shareholders under it. */
function TreeNode({ node, at }: { node: TShareNode; at: TNodeAt }) {
  const { t } = useTranslation('business');
  const { draft, update, issues } = useWizard();
  const [open, setOpen] = useState(true);
  const requires = useRequires(node);
  const path = nodePath(at);
  const tid = `bw-${path.replace(/\./g, '-')}`;
  const eff = node.type === 'person' ? effectivePercent(draft).get(node.ref) : undefined;
  const setShare = (v: string) =>
    update((d) => ({
      ...d,
      shareholders: changeNode(d.shareholders, at, (n) => ({ ...n, share: v === '' ? 0 : Number(v) })),
    }));
  const remove = () => update((d) => prune({ ...d, shareholders: changeNode(d.shareholders, at, () => null) }));
  const personIndex = draft.persons.findIndex((p) => p.ref === node.ref);
  const companyIndex = draft.companies.findIndex((c) => c.ref === node.ref);
  return (
    <li data-testid={tid} className="op-bw-node">
      <div className="op-bw-node__head">
        <strong data-testid={`${tid}-name`}>{nameOf(draft, node, t(`wizard.tree.new.${node.type}`))}</strong>
        <label className="op-bw-share">
          <span>{t('wizard.tree.share')}</span>
          <input
            type="number"
            min="0"
            max="100"
            step="any"
            data-testid={`${tid}-share`}
            aria-invalid={issues.has(`${path}.share`) || undefined}
            value={node.share || ''}
            onChange={(e) => setShare(e.target.value)}
          />
        </label>
        {eff !== undefined && (
          <span data-testid={`${tid}-effective`}>{t('wizard.tree.effective', { share: pct(eff) })}</span>
        )}
        {requires.map((r) => (
          <span key={r} className="op-bw-requires" data-testid={`${tid}-requires`}>
            {r}
          </span>
        ))}
        <button type="button" className="op-button op-button--link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'wizard.tree.hide' : 'wizard.tree.edit')}
        </button>
        <button type="button" className="op-button op-button--link" data-testid={`${tid}-remove`} onClick={remove}>
          {t('wizard.remove')}
        </button>
      </div>
      <IssueAt path={`${path}.share`} />
      <IssueAt path={`${path}.ref`} />
      {open && node.type === 'person' && <PersonForm i={personIndex} />}
      {open && node.type === 'company' && <CompanyForm i={companyIndex} />}
      {node.type === 'company' && <TreeLevel nodes={node.children ?? []} at={at} />}
    </li>
  );
}

function TreeLevel({ nodes, at }: { nodes: readonly TShareNode[]; at: TNodeAt }) {
  const { t } = useTranslation('business');
  const child = (i: number) => [...at, i];
  return (
    <>
      <ul className="op-bw-tree" aria-label={at.length ? undefined : t('wizard.steps.shareholdersHub')}>
        {nodes.map((n, i) => (
          <TreeNode key={`${n.type}-${n.ref}`} node={n} at={child(i)} />
        ))}
      </ul>
      <IssueAt path={at.length ? `${nodePath(at)}.children` : 'shareholders'} />
      <AddButtons at={at} />
    </>
  );
}

/**
 * shareholdersHub: the share tree drawn as it is entered (spec 1 §5; as Stripe's and Revolut's
 * onboarding show owners): each shareholder with its share, each person's effective share
 * (nested shares multiplied) and what that requires, a company's shareholders under it.
 */
export function ShareholdersHub() {
  const { t } = useTranslation('business');
  const { draft } = useWizard();
  return (
    <section className="op-stack" data-testid="bw-shareholdersHub">
      <h2>{t('wizard.steps.shareholdersHub')}</h2>
      <p className="op-muted">{t('wizard.tree.hint')}</p>
      <TreeLevel nodes={draft.shareholders} at={[]} />
    </section>
  );
}
