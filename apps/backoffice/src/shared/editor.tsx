import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TColumn } from '@openportal/ui';
import { ErrorText } from './ui.tsx';
import type { TApiError } from '@openportal/contract-client';

/**
 * The pieces every editor screen of the back office shares (a list with an Edit button per row,
 * and a form below it that saves one row): FX rates, fees and limits, and those to come.
 */

/** The Edit column: a button per row, named after the row for screen readers ("Edit USD/EUR"). */
export function editColumn<T>(label: string, name: (row: T) => string, onEdit: (row: T) => void): TColumn<T> {
  return {
    key: 'edit',
    label,
    render: (row: T) => (
      <button
        type="button"
        className="op-button op-button--link"
        onClick={() => onEdit(row)}
        aria-label={`${label} ${name(row)}`}
      >
        {label}
      </button>
    ),
  };
}

/** A labelled select of fixed options (currencies, kinds, levels). */
export function SelectField(props: { label: string; options: readonly string[]; field: UseFormRegisterReturn }) {
  return (
    <label className="op-field">
      <span>{props.label}</span>
      <select {...props.field}>
        {props.options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </label>
  );
}

/**
 * An editor form: its heading and hint, the fields, then save with its outcome (saved, held for a
 * second operator's approval, or the error).
 */
export function EditorForm(props: {
  id: string;
  title: string;
  hint: string;
  onSubmit: () => void;
  save: { isPending: boolean; isSuccess: boolean; error: TApiError | null; data?: { pendingChange?: unknown } };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="op-card bo-editor" onSubmit={props.onSubmit} aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <p className="op-hint">{props.hint}</p>
      <div className="bo-editor__fields">{props.children}</div>
      <button type="submit" className="op-button op-button--primary" disabled={props.save.isPending}>
        {t('app.save')}
      </button>
      {props.save.isSuccess && (
        <p role="status">{props.save.data?.pendingChange ? t('changes.proposed') : t('app.saved')}</p>
      )}
      <ErrorText error={props.save.error ?? undefined} />
    </form>
  );
}
