// The dashed line a card is folded (or cut) along, said in words too.
export function FoldLine({ text }: { text: string }) {
  return (
    <p className="my-6 flex items-center gap-3 text-center text-slate-700">
      <span aria-hidden="true" className="flex-1 border-t-4 border-dashed border-slate-500" />
      {text}
      <span aria-hidden="true" className="flex-1 border-t-4 border-dashed border-slate-500" />
    </p>
  );
}
