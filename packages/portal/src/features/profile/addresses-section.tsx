import { useTranslation } from 'react-i18next';
import { addressDelete, addressInquiry, confirmAddress, PORTAL_PATHS } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Link } from 'react-router';

/**
 * Spec 1 §3 Address: the customer's addresses with their status; ask to confirm (with a proof),
 * delete. Core shows an address with a waiting proof as pending (address-view.ts), so the ask
 * stays offered while it is unconfirmed or pending (confirmAddress then files it for review).
 */
export function AddressesSection({ onUploadFor }: { onUploadFor: (addressId: number) => void }) {
  const { t } = useTranslation('profile');
  const list = useCall(addressInquiry, {});
  const remove = useCallMutation(addressDelete, { invalidates: ['addressInquiry'], t });
  const confirm = useCallMutation(confirmAddress, { invalidates: ['addressInquiry'], t });
  const rows = list.data?.addresses ?? [];
  return (
    <section className="op-card" data-testid="profile-addresses">
      <h2>{t('addresses.title')}</h2>
      {list.data && rows.length === 0 && <p className="op-muted">{t('addresses.empty')}</p>}
      <ul className="op-links">
        {rows.map((a) => (
          <li key={a.addressId} className="op-row" data-testid="address-row" data-status={a.addressStatus}>
            <span>{[a.address1, a.address2, a.city, a.postalCode, a.countryCode].filter(Boolean).join(', ')}</span>
            <span className="op-muted">{t(`addrStatus.${a.addressStatus}`)}</span>
            {a.isDocumentRequired && (
              <button
                className="op-button op-button--link"
                type="button"
                data-testid="address-upload"
                onClick={() => onUploadFor(a.addressId)}
              >
                {t('documents.upload')}
              </button>
            )}
            {a.uploadedDocuments.length > 0 && (a.addressStatus === 0 || a.addressStatus === 2) && (
              <button
                className="op-button op-button--link"
                type="button"
                data-testid="address-confirm"
                onClick={() => confirm.mutate({ addressId: a.addressId })}
              >
                {t('addresses.confirm')}
              </button>
            )}
            <button
              className="op-button op-button--link"
              type="button"
              data-testid="address-delete"
              onClick={() => remove.mutate({ id: a.addressId })}
            >
              {t('profile.delete')}
            </button>
          </li>
        ))}
      </ul>
      <Link className="op-button" to={PORTAL_PATHS.profileUpdate} data-testid="address-add">
        {t('addresses.add')}
      </Link>
    </section>
  );
}
