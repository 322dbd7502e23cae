import { useTranslation } from 'react-i18next';
import { businessDirectorList, businessShareholderList, businessUserList } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { uniquePeople } from '../../shared/certification/unique-people.ts';

/**
 * Every representative's business self-certification (core's certificationStatus): validated
 * once they submitted, pending while their link is open, none before. Directors, shareholders and
 * users together, each once.
 */
export function RepresentativeStatuses() {
  const { t } = useTranslation(['certification', 'kyc']);
  const directors = useCall(businessDirectorList, {});
  const shareholders = useCall(businessShareholderList, {});
  const users = useCall(businessUserList, {});
  const loading = !directors.data || !shareholders.data || !users.data;
  const rows = uniquePeople(directors.data?.directors, shareholders.data?.shareholders, users.data?.users);
  return (
    <section className="op-card op-stack" data-testid="cert-representatives">
      <h2>{t('certification.representatives.title')}</h2>
      {loading ? (
        <Skeleton lines={3} />
      ) : (
        <table className="op-table">
          <thead>
            <tr>
              <th scope="col">{t('certification.representatives.name')}</th>
              <th scope="col">{t('certification.representatives.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid={`cert-rep-${r.id}`} data-status={r.certificationStatus}>
                <td>{`${r.firstName} ${r.lastName}`.trim()}</td>
                <td>{t(`certification.representatives.statuses.${r.certificationStatus}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
