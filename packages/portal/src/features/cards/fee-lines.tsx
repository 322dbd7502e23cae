import { useTranslation } from 'react-i18next';
import { formatMoney } from '@openportal/i18n';
import { labelled } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

/** A fee as the card calls list it (contract ZCardFee). */
export interface TCardFee {
  type: string;
  fee: string;
  feeCurrency: string;
}

const KNOWN = new Set(['cardIssue', 'cardActivation', 'cardExpressShipping', 'cardReissue']);

/** A card's fees as the money platform's quote prices them (cardApplyInfoGet, cardActivationDataGet). */
export function FeeLines({ fees, testId }: { fees: readonly TCardFee[]; testId: string }) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  return (
    <ul className="op-card-fees" data-testid={testId}>
      {fees.map((f) => (
        <li key={f.type} data-fee={f.type}>
          {labelled(
            KNOWN.has(f.type) ? t(`cards.fees.${f.type}`) : f.type,
            /^0+(\.0+)?$/.test(f.fee) ? t('cards.fees.free') : formatMoney(f.fee, f.feeCurrency, lang),
          )}
        </li>
      ))}
    </ul>
  );
}
