/**
 * The messages under a field, with the id its input names in aria-describedby. Its own file because the
 * placement form and each of its field groups (config, audience, schedule) show them.
 */
export function FieldMessages({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p className="field-error" id={id} data-testid={id}>
      {messages.join(' ')}
    </p>
  );
}
