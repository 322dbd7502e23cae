import { useTranslation } from 'react-i18next';
import { businessInfoGet, businessShareholderList, needsSourceOfFunds } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { joined } from '../../shared/ui/text.ts';
import { buildShareTree, repName, type TTreeNode } from './share-tree-model.ts';

/** One holder: kind, own share of its parent, effective share, what it needs, and a company's own holders and directors. */
function Node({ node }: { node: TTreeNode }) {
  const { t } = useTranslation('company');
  const effective = node.effective;
  const facts = [
    t(node.kind === 'company' ? 'company.tree.companyKind' : 'company.tree.person'),
    t('company.tree.holds', { share: node.share }),
    ...(effective === null ? [] : [t('company.tree.effective', { share: effective })]),
  ];
  return (
    <li className="op-share-node" data-testid="share-node" data-name={repName(node.rep)} data-kind={node.kind}>
      <strong>{repName(node.rep)}</strong> <span className="op-muted">{joined(...facts)}</span>
      {node.kind === 'person' && effective !== null && needsSourceOfFunds(effective / 100) && (
        <p className="op-muted" data-testid="share-node-funds">
          {t('company.tree.sourceOfFunds')}
        </p>
      )}
      {node.directors.length > 0 && (
        <p className="op-muted" data-testid="share-node-directors">
          {t('company.tree.directors', { names: node.directors.map(repName).join(', ') })}
        </p>
      )}
      {node.children.length > 0 && (
        <ul className="op-share-tree">
          {node.children.map((c) => (
            <Node key={c.rep.id} node={c} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The shareholders as a tree under the company (spec 1 §3 shareholders tree), each with its effective share. */
export function ShareTree() {
  const { t } = useTranslation('company');
  const list = useCall(businessShareholderList, {});
  const info = useCall(businessInfoGet, {});
  if (list.error)
    return <ErrorState error={list.error.error} onRetry={() => void list.refetch()} testId="share-tree-error" />;
  if (!list.data) return <Skeleton lines={4} />;
  const tree = buildShareTree(list.data.shareholders, list.data.links);
  return (
    <figure data-testid="share-tree">
      <figcaption>{t('company.tree.caption')}</figcaption>
      <p>
        <strong>{t('company.tree.root', { name: info.data?.business.name ?? '' })}</strong>
      </p>
      {tree.length === 0 ? (
        <p className="op-empty">{t('company.tree.empty')}</p>
      ) : (
        <ul className="op-share-tree">
          {tree.map((n) => (
            <Node key={n.rep.id} node={n} />
          ))}
        </ul>
      )}
    </figure>
  );
}
