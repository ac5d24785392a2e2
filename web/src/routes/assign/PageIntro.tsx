// The Send Activity page's heading and its one-line purpose.
export function PageIntro() {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold sm:text-4xl">Send Activity</h1>
      <p className="text-lg text-muted">Text a memory activity to your loved one with a link to play.</p>
    </div>
  );
}
