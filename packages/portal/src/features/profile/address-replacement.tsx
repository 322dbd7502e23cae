import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressInquiry, addressReplacementCompatibilityCheck } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';

interface TFound {
  /** The old address and the new country the answer is for. */
  key: string;
  cardsToCancel: number[];
  cardsShippedToOldAddress: number[];
}

function CardList({ text, ids, testId }: { text: string; ids: number[]; testId: string }) {
  const { t } = useTranslation('profile');
  if (ids.length === 0) return null;
  return (
    <p data-testid={testId} data-cards={ids.join(',')}>
      {text} {ids.map((id) => t('addresses.replace.card', { id })).join(', ')}
    </p>
  );
}

/**
 * A new address of a type the customer already has replaces that one (the latest of it): before
 * it is saved, spec 2 §7 address replacement compatibility check says which cards the new country
 * would cancel and which physical cards are on their way to the old address. When any, the form
 * shows them and saves only on a second press ("Save anyway"); `mayReplace` answers whether to save now.
 */
export function useAddressReplacement(addressType: number) {
  const { t } = useTranslation('profile');
  const list = useCall(addressInquiry, {});
  const old = (list.data?.addresses ?? []).filter((a) => a.addressType === addressType).at(-1);
  const check = useCallMutation(addressReplacementCompatibilityCheck, { onFailure: false });
  const [found, setFound] = useState<TFound | null>(null);
  async function mayReplace(countryCode: string): Promise<boolean> {
    if (!old) return true;
    const key = `${old.addressId}:${countryCode}`;
    if (found?.key === key) return true;
    const r = await check.run({ countryCode, oldAddressId: old.addressId });
    if (!r.ok || (r.data.cardsToCancel.length === 0 && r.data.cardsShippedToOldAddress.length === 0)) return true;
    setFound({ key, ...r.data });
    return false;
  }
  const warning = found && (
    <div className="op-notice" role="alert" data-testid="address-replacement">
      <CardList text={t('addresses.replace.cancel')} ids={found.cardsToCancel} testId="address-replacement-cancel" />
      <CardList
        text={t('addresses.replace.shipped')}
        ids={found.cardsShippedToOldAddress}
        testId="address-replacement-shipped"
      />
    </div>
  );
  return { mayReplace, warning, saveAnyway: found !== null, checking: check.isPending };
}
