import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminDocumentAssign,
  adminDocumentList,
  adminDocumentRemove,
  type TCallId,
  type TKybRepresentative,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { useAllowed } from '../../api/access.ts';
import { ErrorText, Loaded, When } from '../../shared/ui.tsx';

const STALE: readonly TCallId[] = ['adminDocumentList', 'GET /admin/business/companies/{customerId}'];
type TDoc = { id: number; documentType: string; statusId: number; uploaded: string };

/** One of the company's own documents: compliance gives it to a person among the representatives. */
function AssignRow({ doc, people }: { doc: TDoc; people: TKybRepresentative[] }) {
  const { t } = useTranslation();
  const [to, setTo] = useState(people[0]?.id);
  const assign = useCallMutation(adminDocumentAssign, { invalidates: STALE, onFailure: false });
  return (
    <span className="op-row">
      <label className="op-field">
        <span>{t('business.docAssignTo')}</span>
        <select data-testid="kyb-doc-assign-to" value={to} onChange={(e) => setTo(Number(e.target.value))}>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="op-button"
        data-testid="kyb-doc-assign"
        disabled={assign.isPending || to === undefined}
        onClick={() => to !== undefined && assign.mutate({ documentId: doc.id, representativeId: to })}
      >
        {t('business.docAssign')}
      </button>
      <ErrorText error={assign.error ?? undefined} />
    </span>
  );
}

/** A representative's document: compliance gives it back to the company. */
function RemoveButton({ doc, owner }: { doc: TDoc; owner: number }) {
  const { t } = useTranslation();
  const remove = useCallMutation(adminDocumentRemove, { invalidates: STALE, onFailure: false });
  return (
    <span className="op-row">
      <button
        type="button"
        className="op-button"
        data-testid="kyb-doc-remove"
        disabled={remove.isPending}
        onClick={() => remove.mutate({ documentId: doc.id, representativeId: owner })}
      >
        {t('business.docRemove')}
      </button>
      <ErrorText error={remove.error ?? undefined} />
    </span>
  );
}

/**
 * The company's documents by owner (spec 1 §6 "Admins can reassign documents"): the company's own
 * (adminDocumentList naming the company by its Customer-Id) or one representative's; compliance
 * assigns the company's to a person among its representatives and gives a representative's back.
 */
export function CompanyDocuments({ customerId, reps }: { customerId: string; reps: TKybRepresentative[] }) {
  const { t } = useTranslation();
  // Assign and remove are compliance's, as the KYB decision (adminAccess lists back-office REST calls only).
  const decides = useAllowed()('adminBusinessKybDecide');
  const people = reps.filter((r) => r.kind === 'person');
  const [owner, setOwner] = useState<number | undefined>(undefined);
  const input = owner === undefined ? {} : { representativeId: owner };
  const list = useCall(adminDocumentList, input, { customerId });
  return (
    <section className="op-card" data-testid="kyb-doc-owners">
      <h2>{t('business.docOwners')}</h2>
      <label className="op-field">
        <span>{t('business.docOwner')}</span>
        <select
          data-testid="kyb-doc-owner"
          value={owner ?? ''}
          onChange={(e) => setOwner(e.target.value === '' ? undefined : Number(e.target.value))}
        >
          <option value="">{t('business.docCompany')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <Loaded query={list}>
        {(r) =>
          r.documents.length === 0 ? (
            <p data-testid="kyb-doc-none">{t('business.noDocuments')}</p>
          ) : (
            <ul className="bo-docs" data-testid="kyb-doc-list">
              {r.documents.map((d) => (
                <li key={d.id} data-testid="kyb-doc" data-id={d.id}>
                  {d.documentType} #{d.id} · {t('business.status')} {d.statusId} · <When iso={d.uploaded} />
                  {owner === undefined && decides && people.length > 0 && <AssignRow doc={d} people={people} />}
                  {owner !== undefined && decides && <RemoveButton doc={d} owner={owner} />}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
