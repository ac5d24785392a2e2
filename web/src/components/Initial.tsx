// A loved one's initial in a circle beside their name (hidden from screen readers: they hear the
// name). `className` gives its size and how it shows.
export function Initial({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
