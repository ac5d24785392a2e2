// A report's paragraphs; `limit` shows only the first few (a preview).
export function ReportText({ paragraphs, limit, id }: { paragraphs: string[]; limit?: number; id?: string }) {
  const shown = limit === undefined ? paragraphs : paragraphs.slice(0, limit);
  return (
    <div id={id} className="flex flex-col gap-3 break-words">
      {shown.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
