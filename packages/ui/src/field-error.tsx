/**
 * An inline error under a field; `field` is the wire field name (e.g. toAmount), `id` what the
 * input's aria-describedby points at.
 */
export function FieldError({ field, message, id }: { field: string; message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <span className="op-field-error" role="alert" id={id} data-testid="field-error" data-field={field}>
      {message}
    </span>
  );
}
