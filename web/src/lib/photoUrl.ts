// The URL of a family photo ("photo:<id>"), served to signed-in members of its team; null otherwise.
export function photoUrl(ref: string | null | undefined): string | null {
  const id = ref?.startsWith('photo:') ? ref.slice('photo:'.length) : null;
  return id ? `/api/photos/${encodeURIComponent(id)}` : null;
}
