import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dictionaryEstimatedMonthlyDeposits,
  dictionaryOccupations,
  dictionaryPurposesOfAccount,
  dictionarySourcesOfFunds,
  dueDiligenceInfoGet,
  kycCustomerInfoGet,
  kycInfoUpdate,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { UploadDialog } from '../../shared/documents/upload-dialog.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

type TItem = { id: number | string; name: string };
const list = (data: Record<string, unknown> | undefined, key: string) => (data?.[key] ?? []) as TItem[];
/** The extra answer level 4 asks for (kycInfoUpdate `answers`). */
const WEALTH = 'sourceOfWealth';

/** Several choices of a dictionary, as check boxes. */
function Choices(p: {
  legend: string;
  testId: string;
  items: TItem[];
  value: number[];
  onValue: (v: number[]) => void;
}) {
  return (
    <fieldset className="op-field" data-testid={p.testId}>
      <legend>{p.legend}</legend>
      {p.items.map((i) => (
        <label key={i.id} className="op-row">
          <input
            type="checkbox"
            checked={p.value.includes(Number(i.id))}
            onChange={(e) =>
              p.onValue(e.target.checked ? [...p.value, Number(i.id)] : p.value.filter((x) => x !== Number(i.id)))
            }
          />
          <span>{i.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** One choice of a dictionary (0: none chosen yet). */
function Choice(p: { label: string; testId: string; items: TItem[]; value: number; onValue: (v: number) => void }) {
  const { t } = useTranslation('kyc');
  return (
    <label className="op-field">
      <span>{p.label}</span>
      <select
        className="op-input"
        data-testid={p.testId}
        value={p.value}
        onChange={(e) => p.onValue(Number(e.target.value))}
      >
        <option value={0}>{t('kyc.dd.choose')}</option>
        {p.items.map((i) => (
          <option key={i.id} value={Number(i.id)}>
            {i.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The personal lists of the four due-diligence dictionaries, in the user's language. */
function useDictionaries() {
  const lang = useLang();
  return {
    occupations: list(useCall(dictionaryOccupations, { lang }).data, 'occupations'),
    funds: list(useCall(dictionarySourcesOfFunds, { lang, list: 'personal' }).data, 'sourcesOfFunds'),
    purposes: list(useCall(dictionaryPurposesOfAccount, { lang, list: 'personal' }).data, 'purposesOfAccount'),
    deposits: list(useCall(dictionaryEstimatedMonthlyDeposits, { lang }).data, 'estimatedMonthlyDeposits'),
  };
}

/**
 * The due-diligence form (spec 1 §4, levels 1 and 4; on the kyc page when core asks for it):
 * occupation, sources of funds, purposes of the account and the expected monthly deposit; level 4
 * also the source of wealth and a due-diligence document. Saved by kycInfoUpdate; absent answers stay.
 */
export function DueDiligenceForm({ level }: { level: number }) {
  const { t } = useTranslation('kyc');
  const show = usePopup((s) => s.show);
  const c = useCall(kycCustomerInfoGet, {}).data?.CustomerInfo;
  const dict = useDictionaries();
  const [a, setA] = useState<{ occupationId?: number; depositId?: number; funds?: number[]; purposes?: number[] }>({});
  const [wealth, setWealth] = useState<string | null>(null);
  const save = useCallMutation(kycInfoUpdate, { invalidates: ['kycCustomerInfoGet', 'dueDiligenceInfoGet'], t });
  if (!c) return null;
  const occupationId = a.occupationId ?? c.occupationId ?? 0;
  const depositId = a.depositId ?? c.estimatedMonthlyDepositId ?? 0;
  const funds = a.funds ?? c.sourceOfFundsIds;
  const purposes = a.purposes ?? c.purposeOfAccountIds;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = await save.run({
      ...(occupationId ? { occupationId } : {}),
      ...(funds.length ? { sourceOfFundsIds: funds } : {}),
      ...(purposes.length ? { purposeOfAccountIds: purposes } : {}),
      ...(depositId ? { estimatedMonthlyDepositId: depositId } : {}),
      ...(level >= 4 ? { answers: { [WEALTH]: wealth ?? c!.answers[WEALTH] ?? '' } } : {}),
    });
    if (r.ok) show({ kind: 'success', title: t('kyc.dd.title'), message: t('kyc.dd.saved') });
  }
  return (
    <DueDiligenceCard level={level} pending={save.isPending} onSubmit={submit}>
      <Choice
        label={t('kyc.dd.occupation')}
        testId="dd-occupation"
        items={dict.occupations}
        value={occupationId}
        onValue={(v) => setA((x) => ({ ...x, occupationId: v }))}
      />
      <Choices
        legend={t('kyc.dd.funds')}
        testId="dd-funds"
        items={dict.funds}
        value={funds}
        onValue={(v) => setA((x) => ({ ...x, funds: v }))}
      />
      <Choices
        legend={t('kyc.dd.purposes')}
        testId="dd-purposes"
        items={dict.purposes}
        value={purposes}
        onValue={(v) => setA((x) => ({ ...x, purposes: v }))}
      />
      <Choice
        label={t('kyc.dd.deposit')}
        testId="dd-deposit"
        items={dict.deposits}
        value={depositId}
        onValue={(v) => setA((x) => ({ ...x, depositId: v }))}
      />
      {level >= 4 && (
        <label className="op-field">
          <span>{t('kyc.dd.wealth')}</span>
          <textarea
            className="op-input"
            data-testid="dd-wealth"
            maxLength={2000}
            value={wealth ?? c.answers[WEALTH] ?? ''}
            onChange={(e) => setWealth(e.target.value)}
          />
        </label>
      )}
    </DueDiligenceCard>
  );
}

/** The form's card: title, the level's intro, the fields, save and (level 4) the document upload. */
function DueDiligenceCard(p: {
  level: number;
  pending: boolean;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('kyc');
  const dd = useCall(dueDiligenceInfoGet, {});
  const [upload, setUpload] = useState(false);
  return (
    <section className="op-card" data-testid="due-diligence" data-level={p.level}>
      <h2>{t('kyc.dd.title')}</h2>
      <p className="op-muted">{t(p.level >= 4 ? 'kyc.dd.intro4' : 'kyc.dd.intro1')}</p>
      <form className="op-form" onSubmit={p.onSubmit} noValidate>
        {p.children}
        <div className="op-row">
          <button className="op-button op-button--primary" type="submit" data-testid="dd-save" disabled={p.pending}>
            {t('kyc.dd.save')}
          </button>
          {p.level >= 4 && (
            <button className="op-button" type="button" data-testid="dd-upload" onClick={() => setUpload(true)}>
              {t('kyc.dd.document', { count: dd.data?.uploadedDocuments.length ?? 0 })}
            </button>
          )}
        </div>
      </form>
      {upload && <UploadDialog residence={null} isDueDiligence onClose={() => setUpload(false)} />}
    </section>
  );
}
