import { createContext, useContext, type ReactNode } from 'react';
import { FieldError } from '@openportal/ui';
import type { TWizardDraft } from './wizard-model.ts';
import type { TIssueMap } from './wizard-validate.ts';

export interface TWizardCtx {
  draft: TWizardDraft;
  update: (change: (d: TWizardDraft) => TWizardDraft) => void;
  /** The messages shown (after a Next or a submit), by body path. */
  issues: TIssueMap;
}
const Ctx = createContext<TWizardCtx | null>(null);
export const WizardProvider = ({ value, children }: { value: TWizardCtx; children: ReactNode }) => (
  <Ctx.Provider value={value}>{children}</Ctx.Provider>
);
export function useWizard(): TWizardCtx {
  const v = useContext(Ctx);
  if (!v) throw new Error('useWizard outside the wizard');
  return v;
}

const idOf = (path: string) => `bw-${path.replace(/\./g, '-')}`;

/** A rule's message next to what it is about (a person, a tree level), by body path. */
export function IssueAt({ path }: { path: string }) {
  const { issues } = useWizard();
  return <FieldError field={path} message={issues.get(path)} id={`${idOf(path)}-error`} />;
}

interface TInputProps {
  path: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
}
/** One labelled input (or select) with its message, tied by aria like the shared form fields. */
export function WizardInput({ path, label, value, onChange, type, autoComplete, options, placeholder }: TInputProps) {
  const { issues } = useWizard();
  const error = issues.get(path);
  const aria = {
    id: idOf(path),
    'data-testid': idOf(path),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${idOf(path)}-error` : undefined,
  };
  return (
    <>
      <label className="op-field">
        <span>{label}</span>
        {options ? (
          <select {...aria} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : type === 'textarea' ? (
          <textarea {...aria} value={value} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...aria}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </label>
      <IssueAt path={path} />
    </>
  );
}

export function WizardCheck({
  path,
  label,
  checked,
  onChange,
}: {
  path: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <>
      <label className="op-check">
        <input
          type="checkbox"
          data-testid={idOf(path)}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      <IssueAt path={path} />
    </>
  );
}
