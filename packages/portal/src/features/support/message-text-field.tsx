/** A message's text (a textarea) with its inline error: compose, reply and the manager's form. */
export function MessageTextField({
  label,
  testId,
  field,
  value,
  onValue,
  error,
  rows = 6,
}: {
  label: string;
  testId: string;
  field: string;
  value: string;
  onValue: (v: string) => void;
  error?: string | undefined;
  rows?: number;
}) {
  return (
    <>
      <label className="op-field">
        <span>{label}</span>
        <textarea
          data-testid={testId}
          value={value}
          maxLength={32_000}
          rows={rows}
          onChange={(e) => onValue(e.target.value)}
        />
      </label>
      {error && (
        <span className="op-field-error" role="alert" data-field={field}>
          {error}
        </span>
      )}
    </>
  );
}
