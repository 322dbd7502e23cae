/** An inline error under a field; `field` is the wire field name (e.g. toAmount). */
export function FieldError({ field, message }: { field: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span className="op-field-error" role="alert" data-testid="field-error" data-field={field}>
      {message}
    </span>
  );
}
