import { Link, Navigate, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS, portalPath } from '@openportal/contract';
import { Resolutions } from '../../shared/certification/resolutions.tsx';
import { CompanyDetails } from './company-details.tsx';
import { CompanyQuestionnaire } from './company-questionnaire.tsx';
import { ShareTree } from './share-tree.tsx';
import { RepresentativeTable } from './representative-table.tsx';
import './company.css';

/** The sections of /company/{path}; /company is the first. */
export const COMPANY_SECTIONS = [
  'details',
  'shareholders',
  'directors',
  'owners',
  'users',
  'questionnaire',
  'resolutions',
] as const;
type TSection = (typeof COMPANY_SECTIONS)[number];
const isSection = (v: string | undefined): v is TSection => (COMPANY_SECTIONS as readonly string[]).includes(v ?? '');

function Section({ section }: { section: TSection }) {
  if (section === 'details') return <CompanyDetails />;
  if (section === 'shareholders') return <ShareTree />;
  if (section === 'questionnaire') return <CompanyQuestionnaire />;
  if (section === 'resolutions') return <Resolutions />;
  return <RepresentativeTable list={section} />;
}

/**
 * `/company` and `/company/{path}` (spec 1 §2, business only): the company's details, share tree,
 * directors, owners, users, questionnaire and resolutions (signed on the e-sign page).
 */
export function CompanyScreen() {
  const { t } = useTranslation('company');
  const { path } = useParams();
  if (path !== undefined && !isSection(path)) return <Navigate to={PORTAL_PATHS.company} replace />;
  const section: TSection = path ?? 'details';
  return (
    <section className="op-card" data-testid="company">
      <h1>{t('company.title')}</h1>
      <nav aria-label={t('company.sections')} className="op-company-tabs">
        {COMPANY_SECTIONS.map((s) => (
          <NavLink
            key={s}
            to={s === 'details' ? PORTAL_PATHS.company : portalPath('companyPath', { path: s })}
            end
            data-testid={`company-tab-${s}`}
            aria-current={s === section ? 'page' : undefined}
            className={s === section ? 'op-button op-button--primary' : 'op-button'}
          >
            {t(`company.tabs.${s}`)}
          </NavLink>
        ))}
      </nav>
      <Section section={section} />
      <ul className="op-links">
        <li>
          <Link to={PORTAL_PATHS.companyAccess} data-testid="company-link-access">
            {t('company.links.access')}
          </Link>
        </li>
        <li>
          <Link to={PORTAL_PATHS.companyEmails} data-testid="company-link-emails">
            {t('company.links.emails')}
          </Link>
        </li>
        <li>
          <Link to={PORTAL_PATHS.companyDocuments} data-testid="company-link-documents">
            {t('company.links.documents')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
