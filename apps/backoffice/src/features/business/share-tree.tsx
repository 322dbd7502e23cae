import { useTranslation } from 'react-i18next';
import type { TKybCompanyView, TKybTreeNode } from '@openportal/contract';

/** One shareholder and, for a company, its directors and own shareholders, nested. */
function Node({ node }: { node: TKybTreeNode }) {
  const { t } = useTranslation();
  return (
    <li data-testid="kyb-tree-node" data-kind={node.kind}>
      <strong>{node.name}</strong> · {t('business.share', { share: node.share, effective: node.effectiveShare })}
      {node.kind === 'company' && (
        <p>
          {node.directors.length
            ? t('business.companyDirectors', { names: node.directors.join(', ') })
            : t('business.noDirectors')}
        </p>
      )}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((c) => (
            <Node key={c.representativeId} node={c} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The company's directors and its share tree, each shareholder with its share and effective share. */
export function ShareTree({ v }: { v: TKybCompanyView }) {
  const { t } = useTranslation();
  return (
    <section className="op-card" data-testid="kyb-tree">
      <h2>{t('business.tree')}</h2>
      <p>
        {t('business.directors')}: {v.directors.join(', ') || t('business.noDirectors')}
      </p>
      <ul>
        {v.tree.map((n) => (
          <Node key={n.representativeId} node={n} />
        ))}
      </ul>
    </section>
  );
}
