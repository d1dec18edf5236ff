/** A list's heading with its count beside it (open numbers, history, webhook deliveries). */
export function ListHead({ id, title, count, titleClassName = 'activations__title' }: { id: string; title: string; count?: string | false; titleClassName?: string }) {
  return (
    <div className="activations__head">
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {count && <span className="activations__count">{count}</span>}
    </div>
  );
}
