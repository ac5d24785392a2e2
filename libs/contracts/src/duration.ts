// How long something took, said one way everywhere (screens, highlights, insights, e-mails): the
// spec's rounded minutes (ms / 60000), with a play shorter than half a minute said as such instead
// of "0 min".
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes < 1 ? 'under 1 min' : `${minutes} min`;
}
