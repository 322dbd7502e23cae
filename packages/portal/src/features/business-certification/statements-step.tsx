import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { declarationsSend, prohibitedEscortStatementsSend, TCallId } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { useLinkSecret } from './link.ts';

interface TStatement {
  id: string;
  text: string;
  accepted: boolean | null;
}

/**
 * The declarations or the prohibited-activities ("prohibited escort") statements (spec 1 §7):
 * core's texts in the language asked, each answered yes or no; sent together once all are.
 */
export function StatementsStep(props: {
  kind: 'declarations' | 'statements';
  items: readonly TStatement[];
  call: typeof declarationsSend | typeof prohibitedEscortStatementsSend;
  invalidates: readonly TCallId[];
}) {
  const { t } = useTranslation('certification');
  const authSecret = useLinkSecret();
  const [answers, setAnswers] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(props.items.flatMap((s) => (s.accepted === null ? [] : [[s.id, s.accepted]]))),
  );
  const send = useCallMutation(props.call, { invalidates: props.invalidates, t });
  const complete = props.items.every((s) => answers[s.id] !== undefined);
  const submit = () =>
    void send.run({ answers: props.items.map((s) => ({ id: s.id, accepted: answers[s.id]! })) }, { authSecret });
  return (
    <section className="op-card op-stack" data-testid={`cert-${props.kind}`}>
      <h2>{t(`certification.steps.${props.kind}`)}</h2>
      <p>{t(`certification.statements.${props.kind}Intro`)}</p>
      {props.items.map((s) => (
        <fieldset key={s.id} className="op-stack" data-testid={`cert-statement-${s.id}`}>
          <legend>{s.text}</legend>
          <div className="op-row">
            {([true, false] as const).map((v) => (
              <label key={String(v)} className="op-check">
                <input
                  type="radio"
                  name={`${props.kind}-${s.id}`}
                  checked={answers[s.id] === v}
                  data-testid={`cert-statement-${s.id}-${v ? 'yes' : 'no'}`}
                  onChange={() => setAnswers((a) => ({ ...a, [s.id]: v }))}
                />
                <span>{t(v ? 'certification.statements.yes' : 'certification.statements.no')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="op-button op-button--primary"
        data-testid={`cert-${props.kind}-send`}
        disabled={!complete || send.isPending}
        onClick={submit}
      >
        {t('certification.statements.send')}
      </button>
    </section>
  );
}
