import { useTranslation } from 'react-i18next';
import { businessAccessRightsList, businessInfoGet } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { labelled } from '../../shared/ui/text.ts';

/**
 * `/company-emails` (spec 1 §2, business only; the spec names the page only, our reading): the
 * addresses the company and its users receive mail at: the company's own e-mail, then each
 * user's with their access rights.
 */
export function EmailsScreen() {
  const { t } = useTranslation('company');
  const info = useCall(businessInfoGet, {});
  const rights = useCall(businessAccessRightsList, {});
  const failed = info.error ?? rights.error;
  return (
    <section className="op-card" data-testid="company-emails">
      <h1>{t('companyEmails.title')}</h1>
      <p className="op-muted">{t('companyEmails.intro')}</p>
      {failed && (
        <ErrorState
          error={failed.error}
          onRetry={() => void Promise.all([info.refetch(), rights.refetch()])}
          testId="company-emails-error"
        />
      )}
      {!failed && (!info.data || !rights.data) && <Skeleton lines={4} />}
      {info.data && rights.data && (
        <ul className="op-links">
          <li className="op-row" data-testid="company-email" data-email={info.data.business.email}>
            <span>{info.data.business.email}</span>
            <span className="op-muted">{labelled(t('companyEmails.role'), t('companyEmails.company'))}</span>
          </li>
          {rights.data.rights
            .filter((r) => r.right > 0)
            .map((r) => (
              <li key={r.id} className="op-row" data-testid="company-email" data-email={r.email}>
                <span>{r.email}</span>
                <span>{r.name}</span>
                <span className="op-muted">
                  {labelled(
                    t('companyEmails.role'),
                    t('companyEmails.user', { right: t(`company.rights.${r.right}`) }),
                  )}
                </span>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
