/** A small heading block for a page section: an h2 with an optional line under it. */
export function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="mb-5">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-pine-800">
        {title}
      </h2>
      {text && <p className="mt-1 text-muted">{text}</p>}
    </div>
  );
}
