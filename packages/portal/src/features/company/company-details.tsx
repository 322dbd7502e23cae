import { useTranslation } from 'react-i18next';
import {
  businessInfoGet,
  businessRepresentativeInfoGet,
  companyActions,
  COMPANY_REQUIRED_FIELDS,
  representativeActions,
} from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { formatDate } from '@openportal/i18n';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { useLang } from '../../shared/ui/use-lang.ts';
import { Skeleton } from '@openportal/ui';
import { usePositionWords } from './representative-table.tsx';

const SHOWN = [...COMPANY_REQUIRED_FIELDS, 'description'] as const;

/** The signed-in user's own place in the company (businessRepresentativeInfoGet): positions, what they must do. Nothing when they are no representative. */
function MyPlace() {
  const { t } = useTranslation('company');
  const positions = usePositionWords();
  const me = useCall(businessRepresentativeInfoGet, {});
  const rep = me.data?.representative;
  if (!rep) return null;
  const actions = representativeActions(rep);
  return (
    <p data-testid="company-my-place" data-needs-action={actions.length > 0}>
      {t('company.myPlace', { positions: positions(rep.positionIds) })}{' '}
      {actions.length === 0 ? t('company.status.ok') : actions.map((a) => t(`company.status.${a}`)).join(', ')}
    </p>
  );
}

/** The company's details and what it must still do (spec 1 §5 company needs action). */
export function CompanyDetails() {
  const { t } = useTranslation('company');
  const lang = useLang();
  const info = useCall(businessInfoGet, {});
  if (info.error)
    return <ErrorState error={info.error.error} onRetry={() => void info.refetch()} testId="company-error" />;
  if (!info.data) return <Skeleton lines={6} />;
  const b = info.data.business;
  const value = (f: (typeof SHOWN)[number]) => {
    const v = b[f];
    if (!v) return t('company.notGiven');
    return f === 'registrationDate' ? formatDate(v, lang) : v;
  };
  const actions = companyActions(b);
  return (
    <>
      <dl className="op-details" data-testid="company-details">
        {SHOWN.map((f) => (
          <div key={f} className="op-row">
            <dt>{t(`company.fields.${f}`)}</dt>
            <dd data-testid={`company-field-${f}`}>{value(f)}</dd>
          </div>
        ))}
      </dl>
      <MyPlace />
      <div className="op-notice" role="status" data-testid="company-needs-action" data-count={actions.length}>
        <h2>{t('company.needsAction.title')}</h2>
        {actions.length === 0 ? (
          <p>{t('company.needsAction.none')}</p>
        ) : (
          <ul>
            {actions.map((a) => (
              <li key={a} data-testid="company-action" data-action={a}>
                {a === 'documents' || a === 'addressDocuments'
                  ? t(`company.needsAction.${a}`)
                  : t('company.needsAction.field', { field: t(`company.fields.${a}`) })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
