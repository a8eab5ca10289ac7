/** An error line (role alert); nothing when there is no text. `id` lets a field point at it (aria-describedby). */
export function FormAlert({ text, id }: { text: string | null; id?: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="hp-alert">
      {text}
    </p>
  );
}
