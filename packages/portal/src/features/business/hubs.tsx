import { useTranslation } from 'react-i18next';
import { PersonForm } from './person-form.tsx';
import { IssueAt, useWizard, WizardCheck } from './wizard-context.tsx';
import { effectivePercent, newPerson, prune, type TPersonDraft, type TWizardDraft } from './wizard-model.ts';

const fullName = (p: TPersonDraft) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.ref;

/** A select of the persons already entered that are not in the list yet, to add one of them. */
function PickExisting({
  testId,
  among,
  onPick,
}: {
  testId: string;
  among: TPersonDraft[];
  onPick: (ref: string) => void;
}) {
  const { t } = useTranslation('business');
  if (among.length === 0) return null;
  return (
    <label className="op-field">
      <span>{t('wizard.pickExisting')}</span>
      <select data-testid={testId} value="" onChange={(e) => e.target.value && onPick(e.target.value)}>
        <option value="">{t('common.select')}</option>
        {among.map((p) => (
          <option key={p.ref} value={p.ref}>
            {fullName(p)}
          </option>
        ))}
      </select>
    </label>
  );
}

function PersonCard({ p, onRemove, testId }: { p: TPersonDraft; onRemove: () => void; testId: string }) {
  const { t } = useTranslation('business');
  const { draft } = useWizard();
  return (
    <li className="op-card op-stack">
      <PersonForm i={draft.persons.indexOf(p)} />
      <button type="button" className="op-button op-button--link" data-testid={testId} onClick={onRemove}>
        {t('wizard.remove')}
      </button>
    </li>
  );
}

/** directorsHub: the company's directors (at least one), new persons or ones already entered. */
export function DirectorsHub() {
  const { t } = useTranslation('business');
  const { draft, update } = useWizard();
  const directors = draft.persons.filter((p) => draft.directorRefs.includes(p.ref));
  const add = (ref?: string) =>
    update((d) => {
      const p = ref ? undefined : newPerson(d);
      return { ...d, persons: p ? [...d.persons, p] : d.persons, directorRefs: [...d.directorRefs, ref ?? p!.ref] };
    });
  const remove = (ref: string) => update((d) => prune({ ...d, directorRefs: d.directorRefs.filter((r) => r !== ref) }));
  return (
    <section className="op-stack" data-testid="bw-directorsHub">
      <h2>{t('wizard.steps.directorsHub')}</h2>
      <IssueAt path="directorRefs" />
      <ul className="op-stack">
        {directors.map((p) => (
          <PersonCard key={p.ref} p={p} testId={`bw-director-${p.ref}-remove`} onRemove={() => remove(p.ref)} />
        ))}
      </ul>
      <PickExisting
        testId="bw-director-pick"
        among={draft.persons.filter((p) => !draft.directorRefs.includes(p.ref))}
        onPick={add}
      />
      <button type="button" className="op-button" data-testid="bw-director-add" onClick={() => add()}>
        {t('wizard.addDirector')}
      </button>
    </section>
  );
}

/** ownersHub: the ultimate beneficial owners, each person with their effective share; 25% or more is suggested. */
export function OwnersHub() {
  const { t } = useTranslation('business');
  const { draft, update } = useWizard();
  const eff = effectivePercent(draft);
  const toggle = (ref: string, on: boolean) =>
    update((d: TWizardDraft) => ({ ...d, owners: on ? [...d.owners, ref] : d.owners.filter((r) => r !== ref) }));
  return (
    <section className="op-stack" data-testid="bw-ownersHub">
      <h2>{t('wizard.steps.ownersHub')}</h2>
      <p className="op-muted">{t('wizard.owners.hint')}</p>
      <IssueAt path="owners" />
      {draft.persons.map((p) => (
        <WizardCheck
          key={p.ref}
          path={`owners.${p.ref}`}
          label={t('wizard.owners.person', {
            name: fullName(p),
            share: `${Math.round((eff.get(p.ref) ?? 0) * 100) / 100}%`,
          })}
          checked={draft.owners.includes(p.ref)}
          onChange={(on) => toggle(p.ref, on)}
        />
      ))}
    </section>
  );
}

/** usersHub: who will use the account, each with an e-mail and rights (1-4; at least one main user, 2). */
export function UsersHub() {
  const { t } = useTranslation('business');
  const { draft, update } = useWizard();
  const users = draft.persons.filter((p) => p.isUser);
  const setUser = (ref: string, isUser: boolean) =>
    update((d) => {
      const first = d.persons.filter((p) => p.isUser).length === 0;
      const persons = d.persons.map((p) =>
        p.ref === ref
          ? { ...p, isUser, accessRights: isUser && first ? 2 : isUser ? p.accessRights : ('' as const) }
          : p,
      );
      return prune({ ...d, persons });
    });
  const addNew = () => update((d) => ({ ...d, persons: [...d.persons, newPerson(d, true)] }));
  return (
    <section className="op-stack" data-testid="bw-usersHub">
      <h2>{t('wizard.steps.usersHub')}</h2>
      <IssueAt path="persons" />
      <ul className="op-stack">
        {users.map((p) => (
          <PersonCard key={p.ref} p={p} testId={`bw-user-${p.ref}-remove`} onRemove={() => setUser(p.ref, false)} />
        ))}
      </ul>
      <PickExisting
        testId="bw-user-pick"
        among={draft.persons.filter((p) => !p.isUser)}
        onPick={(ref) => setUser(ref, true)}
      />
      <button type="button" className="op-button" data-testid="bw-user-add" onClick={addNew}>
        {t('wizard.addUser')}
      </button>
    </section>
  );
}
