import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PORTAL_PATHS, profileInquiry } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { AddressesSection } from './addresses-section.tsx';
import { DocumentsSection, IdentitySection } from './documents-section.tsx';
import { EmailsSection } from './emails-section.tsx';
import { PhonesSection } from './phones-section.tsx';
import { TaxSection } from './tax-section.tsx';
import { UsernameSection } from './username-section.tsx';
import { UploadDialog } from '../../shared/documents/upload-dialog.tsx';

/**
 * `/profile` (spec 1 §2, §3 Profile): identity document, addresses, the username and its change,
 * e-mails, phones (the primary first), documents with the upload popup, the tax id with the country's tax-id table, residence.
 */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const profile = useCall(profileInquiry, {});
  const [upload, setUpload] = useState<{ addressId?: number } | null>(null);
  return (
    <div className="op-stack" data-testid="profile-screen">
      <h1>{t('profile.title')}</h1>
      <Link to={PORTAL_PATHS.profileUpdate} data-testid="profile-update-link">
        {t('profile.update')}
      </Link>
      <IdentitySection />
      <AddressesSection onUploadFor={(addressId) => setUpload({ addressId })} />
      <UsernameSection />
      <EmailsSection />
      <PhonesSection />
      <DocumentsSection onUpload={() => setUpload({})} />
      <TaxSection />
      {upload && (
        <UploadDialog
          residence={profile.data?.residenceCountryCode ?? null}
          {...upload}
          onClose={() => setUpload(null)}
        />
      )}
    </div>
  );
}
