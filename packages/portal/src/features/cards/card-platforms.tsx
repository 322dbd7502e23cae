import { useTranslation } from 'react-i18next';
import { crossPlatformRequirementGet, type TAccount } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';

/** The requirements core names (crossPlatformRequirementGet); another one shows as itself. */
const KNOWN = new Set(['verifyIdentity', 'activateCard']);

/**
 * Whether the card can be used on another platform (a wallet app, the mobile app) (spec 2 §7
 * cross-platform requirement get), and what it still needs: verify the identity, activate it.
 */
export function CardPlatforms({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  const { data } = useCall(crossPlatformRequirementGet, { accountId: card.accountId });
  if (!data) return null;
  return (
    <section className="op-cards" data-testid="card-platforms" data-required={data.required}>
      <h2>{t('cards.platforms.title')}</h2>
      {data.required ? (
        <ul>
          {data.requirements.map((r) => (
            <li key={r} data-testid="card-platform-requirement" data-requirement={r}>
              {KNOWN.has(r) ? t(`cards.platforms.${r}`) : r}
            </li>
          ))}
        </ul>
      ) : (
        <p className="op-muted" data-testid="card-platforms-ready">
          {t('cards.platforms.ready')}
        </p>
      )}
    </section>
  );
}
