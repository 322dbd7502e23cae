import { type Dispatch, type SetStateAction, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessAccountCreate, PORTAL_PATHS } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { usePortal } from '../../shared/services.tsx';
import { clearDraft, loadDraft, saveDraft } from './draft.ts';
import {
  emptyDraft,
  STEPS,
  stepOf,
  toBody,
  type TBusinessBody,
  type TStep,
  type TWizardDraft,
} from './wizard-model.ts';
import { issuesOf, MESSAGE_KEYS, type TIssueMap } from './wizard-validate.ts';

/** The steps that hold at least one of the messages, in the wizard's order. */
export const stepsWithIssues = (issues: TIssueMap, d: TWizardDraft): TStep[] =>
  STEPS.filter((s) => [...issues.keys()].some((p) => stepOf(p, d) === s));

/** The body's top-level fields in the wizard's order: core's field messages go on them. */
const BODY_FIELDS = [
  'generalForm',
  'financialInfoForm',
  'dueDilligenceForm',
  'legalForm',
  'persons',
  'companies',
  'directorRefs',
  'owners',
  'shareholders',
] as const;

/** `businessAccountCreate`; a refusal's field messages kept by path, the first one's step shown. */
function useCreate(draft: TWizardDraft, setServer: Dispatch<SetStateAction<TIssueMap>>, setStep: (s: TStep) => void) {
  const { t } = useTranslation('business');
  return useCallMutation(businessAccountCreate, {
    form: {
      setError: (field: string, e: { message: string }, o?: { shouldFocus: boolean }) => {
        setServer((m) => new Map(m).set(field, e.message));
        if (o?.shouldFocus) setStep(stepOf(field, draft));
      },
    },
    fields: BODY_FIELDS,
    messages: MESSAGE_KEYS,
    t,
  });
}

/**
 * The wizard's state: the draft (restored from the local draft when its version is 3.54, saved
 * on every change), the step shown, the messages (shown once the user has gone on or submitted,
 * then kept current as they type), the bot check's token, and the submit through
 * `businessAccountCreate` (a refusal's field messages placed on their step).
 */
export function useBusinessWizard() {
  const { t } = useTranslation('business');
  const { storage, manifest } = usePortal();
  const navigate = useNavigate();
  const [restored] = useState(() => loadDraft(storage));
  const [draft, setDraft] = useState<TWizardDraft>(() => restored ?? emptyDraft());
  const [step, setStep] = useState<TStep>('generalForm');
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<TIssueMap>(new Map());
  const [captchaToken, setCaptchaToken] = useState('');
  /** Counts refused Next/submit clicks: the screen focuses the first field with a message after each. */
  const [attempt, setAttempt] = useState(0);
  const body = useMemo(() => toBody(draft, captchaToken || 'pending'), [draft, captchaToken]);
  const live = useMemo(
    () => issuesOf(body, t, { sourceOfWealth: manifest.sourceOfWealthEnable }),
    [body, t, manifest.sourceOfWealthEnable],
  );
  const issues = useMemo(() => (checked ? new Map([...live, ...server]) : server), [checked, live, server]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else saveDraft(storage, draft);
  }, [draft, storage]);

  const update = (change: (d: TWizardDraft) => TWizardDraft) => {
    setDraft(change);
    setServer(new Map());
  };
  const create = useCreate(draft, setServer, setStep);

  const next = () => {
    setChecked(true);
    if (stepsWithIssues(live, draft).includes(step)) return setAttempt((n) => n + 1);
    setStep(STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)]!);
  };
  const submit = async () => {
    setChecked(true);
    const bad = stepsWithIssues(live, draft);
    if (bad.length > 0) return (setStep(bad[0]!), setAttempt((n) => n + 1));
    if (!captchaToken) return;
    const r = await create.run(toBody(draft, captchaToken) as TBusinessBody);
    if (!r.ok) return;
    clearDraft(storage);
    void navigate(PORTAL_PATHS.registered, { state: { email: draft.generalForm.email } });
  };
  const clear = () => {
    clearDraft(storage);
    first.current = true;
    setDraft(emptyDraft());
    setChecked(false);
    setServer(new Map());
    setStep('generalForm');
  };
  return {
    draft,
    update,
    issues,
    step,
    setStep,
    next,
    submit,
    clear,
    restored: !!restored,
    captchaToken,
    setCaptchaToken,
    pending: create.isPending,
    attempt,
    checked,
    liveIssues: live,
  };
}
